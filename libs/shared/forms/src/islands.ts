// What an island page may load of the forms (ADR 0032): its modal host (the lead dialogs load
// when opened) and the page a form is on. Nothing here imports React Router.
import { PageModals } from './lib/lead-dialogs/PageModals';

export * from './lib/form-page/form-page';
export * from './lib/lead-dialogs/site-lead-modals';
export { PageModals } from './lib/lead-dialogs/PageModals';

/**
 * The parts every site with dialogs hydrates on its island pages, by their `Island` names. Its
 * modal buttons are server HTML that the modal host opens (`ModalButton`).
 */
export const modalIslands = {
  'page-modals': PageModals,
} as const;
