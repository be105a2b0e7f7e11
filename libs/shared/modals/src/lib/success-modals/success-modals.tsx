import { SuccessModal } from '@corp/shared/ui';
import { useTranslation } from 'react-i18next';
import type { ModalData } from '../modal-names';

interface SuccessProps {
  data: ModalData;
  close: () => void;
}

/** `data.autoClose: true` closes the modal after 5 s (spec §4: the contact-form success). */
const autoCloseOf = (data: ModalData) => data['autoClose'] === true;

/** Spec §8 "Thank you!" with "We have received your application …" (send-request-success). */
export function SendRequestSuccessModal({ data, close }: SuccessProps) {
  const { t } = useTranslation('forms');
  return (
    <SuccessModal open onClose={close} title={t('success.title')} autoClose={autoCloseOf(data)}>
      <p>{t('success.text')}</p>
    </SuccessModal>
  );
}

/** Spec §8, the HR variant (hr-success). */
export function HrSuccessModal({ data, close }: SuccessProps) {
  const { t } = useTranslation('forms');
  return (
    <SuccessModal open onClose={close} title={t('success.title')} autoClose={autoCloseOf(data)}>
      <p>{t('success.hrText')}</p>
    </SuccessModal>
  );
}

/** The subscription's thank-you (newsletter-success). */
export function NewsletterSuccessModal({ data, close }: SuccessProps) {
  const { t } = useTranslation('forms');
  return (
    <SuccessModal open onClose={close} title={t('success.title')} autoClose={autoCloseOf(data)}>
      <p>{t('success.newsletterText')}</p>
    </SuccessModal>
  );
}
