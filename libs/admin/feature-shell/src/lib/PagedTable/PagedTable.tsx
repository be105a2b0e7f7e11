import type { ReactNode } from 'react';
import { Button } from '@corp/shared/ui';
import styles from './PagedTable.module.scss';

export interface PagedTableProps {
  /** The table's name: its caption (read by screen readers) and its scrolling region's label. */
  label: string;
  /** The header cells (`<th scope="col">`). */
  columns: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  className?: string;
  /** Another page exists. */
  hasMore: boolean;
  onLoadMore(): void;
  loadingMore?: boolean;
  loadMoreLabel: string;
  loadingMoreLabel: string;
  /** Said under the table once every page is shown. */
  endText: string;
}

/** An admin list as a table, newest first, with "load more" under it (the inbox, the audit log). */
export function PagedTable({
  label,
  columns,
  children,
  className,
  hasMore,
  onLoadMore,
  loadingMore,
  loadMoreLabel,
  loadingMoreLabel,
  endText,
}: PagedTableProps) {
  return (
    <div className={styles['wrap']}>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className={styles['scroller']} tabIndex={0} role="region" aria-label={label}>
        <table className={[styles['table'], className].filter(Boolean).join(' ')}>
          <caption className={styles['caption']}>{label}</caption>
          <thead>
            <tr>{columns}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {hasMore ? (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          pending={loadingMore}
          pendingLabel={loadingMoreLabel}
        >
          {loadMoreLabel}
        </Button>
      ) : (
        <p className={styles['end']}>{endText}</p>
      )}
    </div>
  );
}
