import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../breakpoints';
import { Icon } from '../Icon/Icon';
import styles from './BackToTop.module.scss';

/** Spec §9: the button appears after 300 px of scroll. */
export const BACK_TO_TOP_THRESHOLD = 300;

export interface BackToTopProps {
  /** Scroll distance in px after which the button shows. */
  threshold?: number;
  className?: string;
}

/** A button that appears once the page is scrolled and takes the visitor back to the top. */
export function BackToTop({ threshold = BACK_TO_TOP_THRESHOLD, className }: BackToTopProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={[styles['button'], className].filter(Boolean).join(' ')}
      aria-label={t('backToTop.label')}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <Icon name="arrow-up" />
    </button>
  );
}
