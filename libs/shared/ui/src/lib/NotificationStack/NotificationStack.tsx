import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationVariant } from '../Notification/Notification';
import { Notification } from '../Notification/Notification';
import styles from './NotificationStack.module.scss';

export interface NotificationMessage {
  id: string;
  variant: NotificationVariant;
  /** Defaults to the variant's localized title. */
  title?: ReactNode;
  text: ReactNode;
  autoDismissMs?: number;
}

export interface NotificationStackProps {
  notifications: readonly NotificationMessage[];
  /** Called with the id of a notification closed by the visitor or by its timer. */
  onDismiss: (id: string) => void;
  className?: string;
}

/** The page's notifications, newest last, above everything but the progress bar. */
export function NotificationStack({ notifications, onDismiss, className }: NotificationStackProps) {
  const { t } = useTranslation('ui');
  return (
    <section
      aria-label={t('notification.region')}
      className={[styles['stack'], className].filter(Boolean).join(' ')}
    >
      {notifications.map((notification) => (
        <Notification
          key={notification.id}
          variant={notification.variant}
          title={notification.title}
          autoDismissMs={notification.autoDismissMs}
          onClose={() => onDismiss(notification.id)}
        >
          {notification.text}
        </Notification>
      ))}
    </section>
  );
}
