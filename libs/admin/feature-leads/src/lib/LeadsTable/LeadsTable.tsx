import { Link } from 'react-router';
import { PagedTable } from '@corp/admin/feature-shell';
import { deliveryTargets } from '@corp/admin/data-access';
import type { LeadRow } from '@corp/admin/data-access';
import { useLeadsFormat, useLeadsTexts } from '../leads-texts';
import styles from './LeadsTable.module.scss';

export interface LeadsTableProps {
  leads: readonly LeadRow[];
  /** Another page exists. */
  hasMore: boolean;
  onLoadMore(): void;
  loadingMore?: boolean;
  /** The inbox's query string, so the lead page's "back" returns to the same view. */
  listSearch?: string;
}

/** The inbox's leads, newest first: unread ones in bold (and said so), status, owner, "load more". */
export function LeadsTable({
  leads,
  hasMore,
  onLoadMore,
  loadingMore,
  listSearch,
}: LeadsTableProps) {
  const t = useLeadsTexts();
  const format = useLeadsFormat();
  if (!leads.length) return <p>{t('inbox.empty')}</p>;
  return (
    <PagedTable
      label={t('inbox.table')}
      columns={
        <>
          <th scope="col">{t('inbox.received')}</th>
          <th scope="col">{t('inbox.from')}</th>
          <th scope="col">{t('fields.type')}</th>
          <th scope="col">{t('fields.site')}</th>
          <th scope="col">{t('fields.product')}</th>
          <th scope="col">{t('fields.status')}</th>
          <th scope="col">{t('fields.owner')}</th>
          <th scope="col">{t('fields.deliveries')}</th>
        </>
      }
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      loadingMore={loadingMore}
      loadMoreLabel={t('inbox.loadMore')}
      loadingMoreLabel={t('inbox.loadingMore')}
      endText={t('inbox.end')}
    >
      {leads.map((lead) => (
        <tr key={lead.id} className={lead.unread ? styles['unread'] : undefined}>
          <td>
            <time dateTime={lead.createdAt}>{format.dateTime(lead.createdAt)}</time>
          </td>
          <td>
            <Link
              className={styles['link']}
              to={`/leads/${encodeURIComponent(lead.id)}`}
              state={{ listSearch }}
            >
              {lead.unread ? (
                <span className={styles['hidden']}>{`${t('inbox.unread')}: `}</span>
              ) : null}
              {lead.name || lead.email}
            </Link>
            <span className={styles['sub']}>
              {[lead.name ? lead.email : '', lead.company].filter(Boolean).join(' · ')}
            </span>
            {lead.hasFile ? <span className={styles['sub']}>{t('inbox.file')}</span> : null}
          </td>
          <td>{lead.type}</td>
          <td>{`${lead.site || '—'} · ${lead.locale}`}</td>
          <td>{[lead.product, lead.event].filter(Boolean).join(' · ')}</td>
          <td>
            <span className={styles[`status-${lead.status}`]}>{t(`statuses.${lead.status}`)}</span>
          </td>
          <td>{lead.owner ? lead.owner.name || lead.owner.login : t('inbox.notAssigned')}</td>
          <td>
            <ul className={styles['deliveries']}>
              {deliveryTargets.flatMap((target) => {
                const state = lead.deliveries[target];
                return state ? (
                  <li key={target} className={state === 'dead' ? styles['dead'] : undefined}>
                    {`${t(`targets.${target}`)}: ${t(`deliveryStates.${state}`)}`}
                  </li>
                ) : (
                  []
                );
              })}
            </ul>
          </td>
        </tr>
      ))}
    </PagedTable>
  );
}
