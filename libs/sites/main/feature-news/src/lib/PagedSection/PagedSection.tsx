import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Pagination, prefersReducedMotion } from '@corp/shared/ui';
import { CardGrid } from '../CardGrid/CardGrid';
import styles from './PagedSection.module.scss';

export interface PagedSectionProps<T> {
  title: string;
  headingId: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The next page is on its way. */
  loading: boolean;
  /** The list call failed: the list stays empty without a message (§8). */
  failed: boolean;
  /** Shown when a successful call found nothing. */
  emptyText: string;
  /** The items are the server's (`CardGrid`'s `fromServer`). */
  fromServer?: boolean;
}

/**
 * A titled list of cards with pagination (§2.8): moving to another page brings the list's
 * heading into view and focus, so keyboard and screen-reader users start at its top (smoothly,
 * unless the visitor asked for less motion).
 */
export function PagedSection<T>({
  title,
  headingId,
  items,
  keyOf,
  renderItem,
  page,
  totalPages,
  onPageChange,
  loading,
  failed,
  emptyText,
  fromServer,
}: PagedSectionProps<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const goTo = (next: number) => {
    onPageChange(next);
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };
  return (
    <section className={styles['section']} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles['title']}>
        {title}
      </h2>
      {items.length === 0 && !loading && !failed ? (
        <p className={styles['empty']}>{emptyText}</p>
      ) : null}
      <CardGrid
        items={items}
        keyOf={keyOf}
        busy={loading}
        renderItem={renderItem}
        fromServer={fromServer}
      />
      <Pagination
        className={styles['pagination']}
        page={page}
        totalPages={totalPages}
        onChange={goTo}
      />
    </section>
  );
}
