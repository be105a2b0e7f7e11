import { useEffect, useEffectEvent, useId, useRef, useSyncExternalStore } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon';
import styles from './Modal.module.scss';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  /** Keep the heading for screen readers only (a gallery whose photos carry their own names). */
  hideTitle?: boolean;
  /** A decorative icon above the heading (the success tick). */
  icon?: ReactNode;
  children?: ReactNode;
  size?: ModalSize;
  /** Close on a click outside the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Where focus goes on open; the dialog itself when not given. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const sizeClass: Record<ModalSize, string | undefined> = {
  small: styles['small'],
  medium: styles['medium'],
  large: styles['large'],
};

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}

/**
 * Locks page scroll while active (spec §4 "Modals": the scroll position is recorded and the page
 * locked; closing restores both), putting back whatever overflow the body had before.
 */
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const { body } = document;
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previousOverflow;
      window.scrollTo(scrollX, scrollY);
    };
  }, [active]);
}

const subscribeNever = () => () => undefined;

/**
 * `false` on the server and while hydrating, `true` after: portals exist only in the browser,
 * and modals open on interaction anyway.
 */
function useMounted() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A modal dialog in a portal: a close icon button, Escape, focus moved in, trapped and given
 * back to the opener, and page scroll locked. Which modal is open is the modal host's business.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  icon,
  children,
  size = 'medium',
  closeOnBackdrop = true,
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation('media');
  const mounted = useMounted();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const visible = open && mounted;
  const close = useEffectEvent(() => onClose());

  useScrollLock(visible);

  // Focus in on open, back to the opener on close.
  useEffect(() => {
    if (!visible) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [visible, initialFocusRef]);

  // Escape anywhere closes; focus that lands outside (a click elsewhere, a script) comes back.
  useEffect(() => {
    if (!visible) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [visible]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  if (!visible) return null;
  return createPortal(
    <div className={styles['backdrop']} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        className={[styles['dialog'], sizeClass[size], className].filter(Boolean).join(' ')}
        onKeyDown={trapTab}
      >
        <button
          type="button"
          className={styles['close']}
          aria-label={t('modal.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        {icon && (
          <div className={styles['icon']} aria-hidden="true">
            {icon}
          </div>
        )}
        <h2
          id={headingId}
          className={[styles['title'], hideTitle ? styles['hiddenTitle'] : undefined]
            .filter(Boolean)
            .join(' ')}
        >
          {title}
        </h2>
        <div className={styles['body']}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
