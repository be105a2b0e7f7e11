import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon';
import { paginationWindow } from './paginationWindow';
import styles from './Pagination.module.scss';

export { paginationWindow } from './paginationWindow';
export type { PaginationEntry } from './paginationWindow';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** Called with the chosen page; never for the current page. */
  onChange: (page: number) => void;
  /** Neighbours shown on each side of the current page. */
  siblings?: number;
  /** Accessible name of the navigation landmark; the localized "Pagination" by default. */
  label?: string;
  className?: string;
}

/** Spec §2.8. Nothing is shown for a single page. */
export function Pagination({
  page,
  totalPages,
  onChange,
  siblings = 1,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const entries = paginationWindow(page, totalPages, siblings);
  if (entries.length < 2) return null;
  const last = Math.floor(totalPages);
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), last);

  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= last) onChange(target);
  };

  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className={[styles['pagination'], className].filter(Boolean).join(' ')}
    >
      <ul className={styles['list']}>
        <li>
          <button
            type="button"
            className={[styles['button'], styles['step']].join(' ')}
            aria-label={t('pagination.previous')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <Icon name="arrow-left" size={20} />
          </button>
        </li>
        {entries.map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <button
                type="button"
                className={[styles['button'], entry === current ? styles['current'] : undefined]
                  .filter(Boolean)
                  .join(' ')}
                aria-label={t('pagination.page', { page: entry })}
                aria-current={entry === current ? 'page' : undefined}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            </li>
          ) : (
            <li key={entry} className={styles['ellipsis']}>
              <span aria-hidden="true">…</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={[styles['button'], styles['step']].join(' ')}
            aria-label={t('pagination.next')}
            disabled={current >= last}
            onClick={() => go(current + 1)}
          >
            <Icon name="arrow-right" size={20} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
