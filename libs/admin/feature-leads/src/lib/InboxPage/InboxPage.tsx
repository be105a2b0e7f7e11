import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@corp/shared/ui';
import {
  cleanLeadsFilter,
  errorStatus,
  useListLeadOwnersQuery,
  useListLeadsInfiniteQuery,
} from '@corp/admin/data-access';
import type { LeadsFilter } from '@corp/admin/data-access';
import { Notice, RequireRole, useAdminT } from '@corp/admin/feature-shell';
import { LeadsExportLinks } from '../LeadsExportLinks/LeadsExportLinks';
import { LeadsFilters } from '../LeadsFilters/LeadsFilters';
import { LeadsTable } from '../LeadsTable/LeadsTable';
import { useLeadsTexts } from '../leads-texts';
import styles from './InboxPage.module.scss';

const PAGE_SIZE = 50;

/** `/admin/leads` (sales, administrators): the inbox, filtered through the URL. */
export function InboxPage() {
  return (
    <RequireRole roles={['admin', 'sales']}>
      <Inbox />
    </RequireRole>
  );
}

/** The page's title in the browser's tab, with the unread count; the app's own title after. */
function useDocumentTitle(title: string) {
  const app = useAdminT()('app.title');
  useEffect(() => {
    document.title = `${title} · ${app}`;
    return () => {
      document.title = app;
    };
  }, [title, app]);
}

function Inbox() {
  const t = useLeadsTexts();
  const adminT = useAdminT();
  const [params, setParams] = useSearchParams();
  const filter = cleanLeadsFilter(Object.fromEntries(params));
  const leads = useListLeadsInfiniteQuery({ ...filter, limit: PAGE_SIZE });
  const owners = useListLeadOwnersQuery();
  const rows = leads.data?.pages.flatMap((page) => page.data) ?? [];
  const counts = leads.data?.pages[0]?.counts;
  const unread = counts?.unread ?? 0;
  const title = unread > 0 ? t('inbox.titleUnread', { count: unread }) : t('inbox.title');
  useDocumentTitle(title);

  const apply = (next: LeadsFilter) =>
    setParams(cleanLeadsFilter({ ...next }) as Record<string, string>);
  const showingSpam = filter.status === 'spam';

  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      <p className={styles['intro']}>{t('inbox.intro')}</p>
      <LeadsFilters
        key={JSON.stringify(filter)}
        value={filter}
        owners={owners.data ?? []}
        onApply={apply}
      />
      <div className={styles['bar']}>
        {showingSpam ? (
          <Button variant="ghost" size="small" onClick={() => apply({ ...filter, status: '' })}>
            {t('inbox.hideSpam')}
          </Button>
        ) : counts && counts.spam > 0 && !filter.status ? (
          <Button variant="ghost" size="small" onClick={() => apply({ ...filter, status: 'spam' })}>
            {t('inbox.showSpam', { count: counts.spam })}
          </Button>
        ) : null}
        <LeadsExportLinks filter={filter} />
      </div>
      {leads.error && errorStatus(leads.error) !== 403 ? (
        <Notice tone="error">{adminT('app.failed', { status: errorStatus(leads.error) })}</Notice>
      ) : null}
      {leads.data ? (
        <LeadsTable
          leads={rows}
          hasMore={leads.hasNextPage}
          loadingMore={leads.isFetchingNextPage}
          onLoadMore={() => void leads.fetchNextPage()}
          listSearch={params.toString() ? `?${params.toString()}` : ''}
        />
      ) : leads.isFetching ? (
        <p role="status">{adminT('app.loading')}</p>
      ) : null}
    </div>
  );
}
