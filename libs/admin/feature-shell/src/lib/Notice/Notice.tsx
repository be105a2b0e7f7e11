import type { ReactNode } from 'react';
import styles from './Notice.module.scss';

export type NoticeTone = 'error' | 'success' | 'info';

const toneClass: Record<NoticeTone, string | undefined> = {
  error: styles['error'],
  success: styles['success'],
  info: styles['info'],
};

export interface NoticeProps {
  tone: NoticeTone;
  /** An error is announced at once (`role="alert"`), the others politely (`role="status"`). */
  children: ReactNode;
  id?: string;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** A message box: an error of a form or a page, a confirmation, a hint. */
export function Notice({ tone, children, id, onDismiss, dismissLabel }: NoticeProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles['notice'], toneClass[tone]].join(' ')}
    >
      <div className={styles['body']}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles['dismiss']} onClick={onDismiss}>
          {dismissLabel}
        </button>
      ) : null}
    </div>
  );
}
