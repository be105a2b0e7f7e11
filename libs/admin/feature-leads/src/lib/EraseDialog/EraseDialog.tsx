import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Modal, TextField } from '@corp/shared/ui';
import { useLeadsTexts } from '../leads-texts';
import styles from './EraseDialog.module.scss';

export interface EraseDialogProps {
  open: boolean;
  email: string;
  onClose(): void;
  /** Erases; the dialog stays open (and says so) while it runs. */
  onConfirm(): void;
  erasing?: boolean;
  /** The server's refusal. */
  error?: string;
}

/** Same address, whatever the case and surrounding spaces. */
export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** "Erase everything about …?": the operator types the e-mail address again to confirm. */
export function EraseDialog({ open, email, onClose, onConfirm, erasing, error }: EraseDialogProps) {
  const t = useLeadsTexts();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sameEmail(typed, email)) {
      setMismatch(true);
      field.current?.focus();
      return;
    }
    setMismatch(false);
    onConfirm();
  };
  return (
    <Modal
      open={open}
      onClose={erasing ? () => undefined : onClose}
      title={t('privacy.confirmTitle', { email })}
      initialFocusRef={field}
    >
      <form className={styles['form']} onSubmit={submit} noValidate>
        <p className={styles['text']}>{t('privacy.confirmText')}</p>
        <TextField
          ref={field}
          type="email"
          autoComplete="off"
          required
          label={t('privacy.confirmLabel')}
          value={typed}
          error={mismatch ? t('privacy.confirmMismatch', { email }) : error}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
        />
        <div className={styles['actions']}>
          <Button
            type="submit"
            className={styles['danger']}
            pending={erasing}
            pendingLabel={t('privacy.erasing')}
          >
            {t('privacy.confirm')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={erasing}>
            {t('privacy.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
