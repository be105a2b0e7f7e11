import type { ReactNode } from 'react';
import { KeptServerHtml } from '@corp/shared/document/islands';
import styles from './CardGrid.module.scss';

export interface CardGridProps<T> {
  items: readonly T[];
  /** A stable key of an item. */
  keyOf: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label?: string;
  /** Set while the next items are on their way. */
  busy?: boolean;
  className?: string;
  /**
   * The items are the ones the server rendered (a list's first page with its first filters): in
   * an island page's part the browser keeps the server's cards and hydrates none of them.
   */
  fromServer?: boolean;
}

/** Cards in a responsive grid: three columns on large screens, two on tablets, one on phones. */
export function CardGrid<T>({
  items,
  keyOf,
  renderItem,
  label,
  busy,
  className,
  fromServer = false,
}: CardGridProps<T>) {
  if (items.length === 0) return null;
  return (
    <KeptServerHtml
      as="ul"
      keep={fromServer}
      className={[styles['grid'], className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {items.map((item, index) => (
        <li key={keyOf(item)} className={styles['cell']}>
          {renderItem(item, index)}
        </li>
      ))}
    </KeptServerHtml>
  );
}
