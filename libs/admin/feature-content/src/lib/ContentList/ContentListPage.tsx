import { useDeferredValue } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  selectSession,
  useCreateContentItemMutation,
  useListContentQuery,
} from '@corp/admin/data-access';
import type { ItemStatus, WithSession } from '@corp/admin/data-access';
import { contentSites } from '@corp/shared/contracts';
import { isLocale } from '@corp/shared/i18n';
import { apiError } from '../ContentEditor/ContentEditorPage';
import { isContentKind } from '../schema/derive-fields';
import { ContentListView } from './ContentListView';
import type { ContentListFilter } from './ContentListView';

const PAGE_SIZE = 50;
const statuses = new Set(['published', 'changed', 'draft']);

/** `/admin/content/:kind`: the list, its filters kept in the URL's query. */
export function ContentListPage() {
  const { kind } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useSelector((state: WithSession) => selectSession(state).user);
  const [create] = useCreateContentItemMutation();
  const filter: ContentListFilter = {
    q: params.get('q') ?? '',
    site: params.get('site') ?? '',
    status: params.get('status') ?? '',
    missing: params.get('missing') ?? '',
  };
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const q = useDeferredValue(filter.q);
  const valid = isContentKind(kind);
  const list = useListContentQuery(
    {
      kind: valid ? kind : 'events',
      q: q || undefined,
      site: filter.site || undefined,
      status: statuses.has(filter.status) ? (filter.status as ItemStatus) : undefined,
      missing: isLocale(filter.missing) ? filter.missing : undefined,
      limit: PAGE_SIZE,
      offset,
    },
    { skip: !valid },
  );
  if (!valid) return <p role="alert">404</p>;
  const creatableSites =
    user?.role === 'admin' ? contentSites : user?.role === 'editor' ? user.sites : [];
  const write = (next: ContentListFilter, nextOffset = 0) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) search.set(name, value);
    if (nextOffset) search.set('offset', String(nextOffset));
    setParams(search, { replace: true });
  };
  return (
    <ContentListView
      kind={kind}
      items={list.data?.data ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      filter={filter}
      onFilter={(next) => write(next)}
      offset={offset}
      pageSize={PAGE_SIZE}
      onOffset={(next) => write(filter, next)}
      creatableSites={creatableSites}
      onCreate={async (site, key) => {
        try {
          const created = await create({ kind, site, key }).unwrap();
          await navigate(`/content/${kind}/${encodeURIComponent(created.key)}`);
        } catch (error) {
          throw apiError(error);
        }
      }}
    />
  );
}
