import { useEffect, useEffectEvent, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../Icon/Icon';
import { Icon } from '../Icon/Icon';
import styles from './Notification.module.scss';

export type NotificationVariant = 'error' | 'success' | 'info';

export interface NotificationProps {
  variant?: NotificationVariant;
  /** Defaults to the variant's localized title ('Ошибка!' in ru, 'Error!' otherwise for errors). */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a close button that calls it; auto-dismiss calls it too. */
  onClose?: () => void;
  /** Closes by itself after this many ms; paused while hovered or focused. */
  autoDismissMs?: number;
  className?: string;
}

const variants: Record<
  NotificationVariant,
  {
    className: string | undefined;
    role: 'alert' | 'status';
    icon: IconName;
    titleKey: 'notification.errorTitle' | 'notification.successTitle' | 'notification.infoTitle';
  }
> = {
  error: {
    className: styles['error'],
    role: 'alert',
    icon: 'close',
    titleKey: 'notification.errorTitle',
  },
  success: {
    className: styles['success'],
    role: 'status',
    icon: 'tick',
    titleKey: 'notification.successTitle',
  },
  info: {
    className: styles['info'],
    role: 'status',
    icon: 'info',
    titleKey: 'notification.infoTitle',
  },
};

export function Notification({
  variant = 'info',
  title,
  children,
  onClose,
  autoDismissMs,
  className,
}: NotificationProps) {
  const { t } = useTranslation('ui');
  const config = variants[variant];
  const [paused, setPaused] = useState(false);
  // The latest onClose, without restarting the timer when the parent re-renders.
  const dismiss = useEffectEvent(() => onClose?.());

  useEffect(() => {
    if (autoDismissMs === undefined || paused) return undefined;
    const timer = setTimeout(() => dismiss(), autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs, paused]);

  return (
    <div
      role={config.role}
      className={[styles['notification'], config.className, className].filter(Boolean).join(' ')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span className={styles['badge']}>
        <Icon name={config.icon} size={16} />
      </span>
      <div className={styles['body']}>
        <p className={styles['title']}>{title ?? t(config.titleKey)}</p>
        {children !== undefined && <div className={styles['text']}>{children}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          className={styles['close']}
          aria-label={t('notification.close')}
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      )}
    </div>
  );
}
