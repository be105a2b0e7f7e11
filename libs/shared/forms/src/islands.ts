// What an island page may load of the forms (ADR 0032): its modal host (the lead dialogs load
// when opened; its modal buttons are server HTML that it opens, `ModalButton`), listed by its
// `Island` name for the sites' entries, and the page a form is on. Nothing here imports React
// Router.
export * from './lib/form-page/form-page';
export * from './lib/lead-dialogs/site-lead-modals';
export { PageModals } from './lib/lead-dialogs/PageModals';
