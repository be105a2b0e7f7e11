import { useSearchParams } from 'react-router';
import { errorStatus, useListAuditInfiniteQuery } from '@corp/admin/data-access';
import type { AuditFilter } from '@corp/admin/data-access';
import { AuditFilters } from '../AuditFilters/AuditFilters';
import { AuditTable } from '../AuditTable/AuditTable';
import { useAdminT } from '../i18n/admin-i18n';
import { Notice } from '../Notice/Notice';
import { RequireRole } from './RequireRole';

const PAGE_SIZE = 50;
const FILTER_FIELDS = ['actor', 'action', 'from', 'to'] as const;

/** `/admin/audit` (administrators): the log, filtered through the URL, a page at a time. */
export function AuditPage() {
  return (
    <RequireRole roles={['admin']}>
      <AuditBrowser />
    </RequireRole>
  );
}

function AuditBrowser() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = Object.fromEntries(
    FILTER_FIELDS.flatMap((field) => (params.get(field) ? [[field, params.get(field)]] : [])),
  );
  const audit = useListAuditInfiniteQuery({ ...filter, limit: PAGE_SIZE });
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <h1>{t('audit.title')}</h1>
      <AuditFilters
        key={JSON.stringify(filter)}
        value={filter}
        onApply={(chosen) =>
          setParams(
            Object.fromEntries(
              FILTER_FIELDS.flatMap((field) => (chosen[field] ? [[field, chosen[field]]] : [])),
            ),
          )
        }
      />
      {audit.error && errorStatus(audit.error) !== 403 ? (
        <Notice tone="error">{t('app.failed', { status: errorStatus(audit.error) })}</Notice>
      ) : null}
      {audit.data ? (
        <AuditTable
          entries={entries}
          hasMore={audit.hasNextPage}
          loadingMore={audit.isFetchingNextPage}
          onLoadMore={() => void audit.fetchNextPage()}
        />
      ) : audit.isFetching ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
    </>
  );
}
