// What an island page may load of the forms (ADR 0032): its modal host (the lead dialogs load
// when opened) and the page a form is on. Nothing here imports React Router.
import { ModalButton } from '@corp/shared/modals';
import { PageModals } from './lib/lead-dialogs/PageModals';

export * from './lib/form-page/form-page';
export * from './lib/lead-dialogs/site-lead-modals';
export { PageModals } from './lib/lead-dialogs/PageModals';

/** The parts every site with dialogs hydrates on its island pages, by their `Island` names. */
export const modalIslands = {
  'modal-button': ModalButton,
  'page-modals': PageModals,
} as const;
