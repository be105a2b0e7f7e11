import { Button } from '@corp/shared/ui';
import type { AuditEntry } from '@corp/admin/data-access';
import { useAdminLanguage, useAdminT } from '../i18n/admin-i18n';
import styles from './AuditTable.module.scss';

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** Another page exists. */
  hasMore: boolean;
  onLoadMore(): void;
  loadingMore?: boolean;
}

/** A compact, readable line of an entry's details. */
function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object') return String(details);
  return Object.entries(details as Record<string, unknown>)
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
}

/** The audit log's entries, newest first, and "load more". */
export function AuditTable({ entries, hasMore, onLoadMore, loadingMore }: AuditTableProps) {
  const t = useAdminT();
  const [language] = useAdminLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  if (!entries.length) return <p>{t('audit.empty')}</p>;
  return (
    <div className={styles['wrap']}>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div className={styles['scroller']} tabIndex={0} role="region" aria-label={t('audit.title')}>
        <table className={styles['table']}>
          <caption className={styles['caption']}>{t('audit.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.at')}</th>
              <th scope="col">{t('audit.actor')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.details')}</th>
              <th scope="col">{t('audit.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
                </td>
                <td>{entry.actorLogin}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>{[entry.targetType, entry.targetId].filter(Boolean).join(' ')}</td>
                <td className={styles['details']}>{detailsText(entry.details)}</td>
                <td>{entry.ip ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMore ? (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          pending={loadingMore}
          pendingLabel={t('audit.loadingMore')}
        >
          {t('audit.loadMore')}
        </Button>
      ) : (
        <p className={styles['end']}>{t('audit.end')}</p>
      )}
    </div>
  );
}
