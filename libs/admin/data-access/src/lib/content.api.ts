import type { ContentKindName } from '@corp/shared/contracts';
import { adminApi } from './base-api';
import type {
  ContentItem,
  ContentListQuery,
  ItemSummary,
  KindSummary,
  Revision,
  RevisionDetail,
  Schedule,
  ScheduleAction,
} from './content.types';
import type { ContentLocale } from './types';

export interface ItemRef {
  kind: ContentKindName;
  key: string;
}

const enc = encodeURIComponent;
const itemUrl = ({ kind, key }: ItemRef) => `content/${enc(kind)}/${enc(key)}`;
const itemTag = ({ kind, key }: ItemRef) => ({ type: 'Content' as const, id: `${kind}/${key}` });
/** What any change of an item makes stale: the item, the lists and overview, its history, the audit. */
const changed = (ref: ItemRef) => [
  itemTag(ref),
  { type: 'Content' as const, id: 'LIST' },
  { type: 'Revision' as const, id: `${ref.kind}/${ref.key}` },
  'Audit' as const,
];

/** The query string of a list filter (empty values left out). */
export function contentSearch(query: Omit<ContentListQuery, 'kind'>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The editorial content API (`/admin/api/content`). */
export const contentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listKinds: build.query<KindSummary[], void>({
      query: () => 'content',
      transformResponse: (response: { data: KindSummary[] }) => response.data,
      providesTags: [{ type: 'Content', id: 'LIST' }],
    }),
    listContent: build.query<{ data: ItemSummary[]; total: number }, ContentListQuery>({
      query: ({ kind, ...filter }) => `content/${enc(kind)}${contentSearch(filter)}`,
      providesTags: [{ type: 'Content', id: 'LIST' }],
    }),
    createContentItem: build.mutation<
      { key: string },
      { kind: ContentKindName; site: string; key?: string | number }
    >({
      query: ({ kind, ...body }) => ({ url: `content/${enc(kind)}`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Content', id: 'LIST' }, 'Audit'],
    }),
    getContentItem: build.query<ContentItem, ItemRef>({
      query: itemUrl,
      providesTags: (_result, _error, ref) => [itemTag(ref)],
    }),
    saveDraft: build.mutation<
      { revision: number | string },
      ItemRef & { locale: ContentLocale; data: Record<string, unknown> }
    >({
      query: ({ locale, data, ...ref }) => ({
        url: `${itemUrl(ref)}/${enc(locale)}`,
        method: 'PUT',
        body: { data },
      }),
      invalidatesTags: (_result, _error, ref) => changed(ref),
    }),
    publishItem: build.mutation<unknown, ItemRef>({
      query: (ref) => ({ url: `${itemUrl(ref)}/publish`, method: 'POST' }),
      invalidatesTags: (_result, error, ref) => (error ? [] : changed(ref)),
    }),
    unpublishItem: build.mutation<unknown, ItemRef>({
      query: (ref) => ({ url: `${itemUrl(ref)}/unpublish`, method: 'POST' }),
      invalidatesTags: (_result, _error, ref) => changed(ref),
    }),
    listRevisions: build.query<Revision[], ItemRef>({
      query: (ref) => `${itemUrl(ref)}/revisions`,
      transformResponse: (response: { data: Revision[] }) => response.data,
      providesTags: (_result, _error, ref) => [{ type: 'Revision', id: `${ref.kind}/${ref.key}` }],
    }),
    getRevision: build.query<RevisionDetail, ItemRef & { id: number | string }>({
      query: ({ id, ...ref }) => `${itemUrl(ref)}/revisions/${enc(String(id))}`,
    }),
    restoreRevision: build.mutation<unknown, ItemRef & { id: number | string }>({
      query: ({ id, ...ref }) => ({
        url: `${itemUrl(ref)}/revisions/${enc(String(id))}/restore`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, ref) => changed(ref),
    }),
    createSchedule: build.mutation<Schedule, ItemRef & { action: ScheduleAction; runAt: string }>({
      query: ({ action, runAt, ...ref }) => ({
        url: `${itemUrl(ref)}/schedules`,
        method: 'POST',
        body: { action, runAt },
      }),
      invalidatesTags: (_result, _error, ref) => changed(ref),
    }),
    cancelSchedule: build.mutation<unknown, ItemRef & { id: number | string }>({
      query: ({ id, ...ref }) => ({
        url: `${itemUrl(ref)}/schedules/${enc(String(id))}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, ref) => changed(ref),
    }),
    previewItem: build.mutation<
      { url: string; expiresAt: string },
      ItemRef & { locale: ContentLocale }
    >({
      query: ({ locale, ...ref }) => ({
        url: `${itemUrl(ref)}/preview`,
        method: 'POST',
        body: { locale },
      }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useListKindsQuery,
  useListContentQuery,
  useCreateContentItemMutation,
  useGetContentItemQuery,
  useSaveDraftMutation,
  usePublishItemMutation,
  useUnpublishItemMutation,
  useListRevisionsQuery,
  useGetRevisionQuery,
  useLazyGetRevisionQuery,
  useRestoreRevisionMutation,
  useCreateScheduleMutation,
  useCancelScheduleMutation,
  usePreviewItemMutation,
} = contentApi;
