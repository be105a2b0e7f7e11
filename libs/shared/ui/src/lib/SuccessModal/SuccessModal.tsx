import { useEffect, useEffectEvent } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Modal } from '../Modal/Modal';
import styles from './SuccessModal.module.scss';

/** Spec §9: a success modal that closes by itself does so after 5 s. */
export const SUCCESS_MODAL_AUTO_CLOSE_MS = 5000;

export interface SuccessModalProps {
  open: boolean;
  onClose: () => void;
  /** The heading, e.g. "Thank you!". */
  title: ReactNode;
  /** The text under the heading (a thank-you line, a download link …). */
  children?: ReactNode;
  /** Close by itself 5 s after opening (the contact-form success, spec §4). */
  autoClose?: boolean;
}

const tick = (
  <span className={styles['tick']}>
    <Icon name="tick" size={40} />
  </span>
);

/** Spec §2.9: a tick icon, a heading, a text and a Close button. */
export function SuccessModal({
  open,
  onClose,
  title,
  children,
  autoClose = false,
}: SuccessModalProps) {
  const { t } = useTranslation('media');
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open || !autoClose) return undefined;
    const timer = setTimeout(() => close(), SUCCESS_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, autoClose]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      icon={tick}
      size="small"
      className={styles['success']}
    >
      {children && <div className={styles['text']}>{children}</div>}
      <Button className={styles['button']} onClick={onClose}>
        {t('success.close')}
      </Button>
    </Modal>
  );
}
