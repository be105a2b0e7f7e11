import type { ModalRegistry, ModalRenderProps, SendRequestModalData } from '@corp/shared/modals';
import { Modal } from '@corp/shared/ui';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../ContactForm/ContactForm';

/** send-request: the contact request from a modal (type 'request', or 'news' on news pages). */
export function SendRequestDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const given = data as SendRequestModalData;
  return (
    <Modal open onClose={close} title={given.title ?? t('titles.sendRequest')}>
      {given.subtitle ? <p>{given.subtitle}</p> : null}
      <ContactForm variant="modal" />
    </Modal>
  );
}

/** The lead dialogs of spec §2.9 by modal name, for the page's `ModalProvider`. */
export const leadModalRegistry: ModalRegistry = {
  'send-request': SendRequestDialog,
};
