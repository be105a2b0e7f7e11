import type { AuditEntry } from '@corp/admin/data-access';
import { useAdminLanguage, useAdminT } from '../i18n/admin-i18n';
import { PagedTable } from '../PagedTable/PagedTable';
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
    <PagedTable
      label={t('audit.title')}
      columns={
        <>
          <th scope="col">{t('audit.at')}</th>
          <th scope="col">{t('audit.actor')}</th>
          <th scope="col">{t('audit.action')}</th>
          <th scope="col">{t('audit.target')}</th>
          <th scope="col">{t('audit.details')}</th>
          <th scope="col">{t('audit.ip')}</th>
        </>
      }
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      loadingMore={loadingMore}
      loadMoreLabel={t('audit.loadMore')}
      loadingMoreLabel={t('audit.loadingMore')}
      endText={t('audit.end')}
    >
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
    </PagedTable>
  );
}
