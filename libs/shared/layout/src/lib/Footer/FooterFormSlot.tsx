import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CONTACT_FORM_ID } from '../scroll/scroll-to';
import styles from './Footer.module.scss';

/** Spec §4, §9: the footer form loads when its place enters the viewport, or after 5 s. */
export const FOOTER_FORM_DELAY_MS = 5000;

export interface FooterFormSlotProps {
  /** The contact form, mounted late. */
  form: ReactNode;
  /** The region's accessible name. */
  label: string;
  /** Read by screen readers while the form is not there yet. */
  loadingLabel: string;
  delayMs?: number;
}

/**
 * The footer's contact-form place (`#contact-form`, the target of every "contact us"): it keeps
 * the form's room and mounts the form when the place scrolls into view or after the delay,
 * whichever comes first, so the form's code and calls never hold up the page.
 */
export function FooterFormSlot({
  form,
  label,
  loadingLabel,
  delayMs = FOOTER_FORM_DELAY_MS,
}: FooterFormSlotProps) {
  const slot = useRef<HTMLElement>(null);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (mounted) return undefined;
    // In a transition: the placeholder stays until the form's code is in, and the form's first
    // render yields to the visitor's input instead of holding the main thread in one piece.
    const mount = () => startTransition(() => setMounted(true));
    const timer = window.setTimeout(mount, delayMs);
    let observer: IntersectionObserver | undefined;
    if (slot.current && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) mount();
      });
      observer.observe(slot.current);
    }
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [mounted, delayMs]);

  return (
    <section
      ref={slot}
      id={CONTACT_FORM_ID}
      aria-label={label}
      className={styles['formSlot']}
      data-loaded={mounted || undefined}
    >
      {mounted ? (
        form
      ) : (
        <p className={styles['formPlaceholder']} aria-busy="true">
          <span className={styles['visuallyHidden']}>{loadingLabel}</span>
        </p>
      )}
    </section>
  );
}
