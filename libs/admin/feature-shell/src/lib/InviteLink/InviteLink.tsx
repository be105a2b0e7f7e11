import { useId, useRef, useState } from 'react';
import { Button } from '@corp/shared/ui';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './InviteLink.module.scss';

export interface InviteLinkProps {
  login: string;
  url: string;
  onDone?(): void;
}

/** A fresh invitation link, shown once, with a copy button. */
export function InviteLink({ login, url: given, onDone }: InviteLinkProps) {
  const t = useAdminT();
  // The API may answer with a path: the person receiving it needs the whole address.
  const url = new URL(given, window.location.href).href;
  const id = `invite-link${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      inputRef.current?.select();
      setCopy('failed');
    }
  };
  return (
    <section className={styles['box']} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles['title']}>
        {t('users.linkTitle', { login })}
      </h2>
      <p id={`${id}-once`} className={styles['text']}>
        {t('users.linkOnce')}
      </p>
      <label htmlFor={id} className={styles['label']}>
        {t('users.linkTitle', { login })}
      </label>
      <div className={styles['row']}>
        <input
          ref={inputRef}
          id={id}
          className={styles['input']}
          value={url}
          readOnly
          aria-describedby={`${id}-once`}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copyLink()}>
          {t('users.copy')}
        </Button>
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('app.dismiss')}
          </Button>
        ) : null}
      </div>
      <p role="status" className={styles['text']}>
        {copy === 'copied' ? t('users.copied') : copy === 'failed' ? t('users.copyFailed') : ''}
      </p>
    </section>
  );
}
