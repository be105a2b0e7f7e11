import { ADMIN_API_BASE_URL, adminApi } from './base-api';
import type {
  LeadChange,
  LeadDelivery,
  LeadDetail,
  LeadOwner,
  LeadsFilter,
  LeadsPage,
} from './leads.types';
import { leadsFilterFields } from './leads.types';

export interface LeadsQuery extends LeadsFilter {
  before?: string;
  limit?: number;
}

/** A filter keeping only the known, non-empty fields (the URL, the API query, the exports). */
export function cleanLeadsFilter(filter: Partial<Record<string, string | undefined>>): LeadsFilter {
  const clean: LeadsFilter = {};
  for (const field of leadsFilterFields) {
    const value = filter[field]?.trim();
    if (value) clean[field] = value;
  }
  return clean;
}

/** The query string of a filter (empty values left out), shared by the list and the exports. */
export function leadsSearch(query: LeadsQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The export of the filtered view: `csv` (exact, for machines) or `xlsx` (typed, for people).
 * A plain link: the browser downloads it with the session cookie; the server audits it.
 */
export function leadsExportUrl(format: 'csv' | 'xlsx', filter: LeadsFilter): string {
  return `${ADMIN_API_BASE_URL}/leads/export.${format}${leadsSearch(cleanLeadsFilter({ ...filter }))}`;
}

const leadPath = (id: string) => `leads/${encodeURIComponent(id)}`;

/** The sales inbox (`/admin/api/leads`): sales and administrators. */
export const leadsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listLeads: build.infiniteQuery<LeadsPage, LeadsFilter & { limit?: number }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        `leads${leadsSearch(pageParam === null ? queryArg : { ...queryArg, before: pageParam })}`,
      providesTags: [{ type: 'Lead', id: 'LIST' }],
    }),
    /** The inbox's counts (unread, spam) for the navigation: one row asked for. */
    leadCounts: build.query<LeadsPage['counts'], void>({
      query: () => 'leads?limit=1',
      transformResponse: (response: LeadsPage) => response.counts,
      providesTags: [{ type: 'Lead', id: 'LIST' }],
    }),
    getLead: build.query<LeadDetail, string>({
      query: (id) => leadPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
      // Each visit asks the server (an audited opening); nothing personal stays cached after.
      keepUnusedDataFor: 0,
      // Opening a lead marks it read: the list's unread marks and counts change.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(leadsApi.util.invalidateTags([{ type: 'Lead', id: 'LIST' }]));
        } catch {
          // The page shows the error.
        }
      },
    }),
    // A change answers with the lead as it is now: the page takes it from there, without asking
    // again (every GET of a lead is an audited opening).
    updateLead: build.mutation<LeadDetail, { id: string; change: LeadChange }>({
      query: ({ id, change }) => ({ url: leadPath(id), method: 'PATCH', body: change }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            leadsApi.util.updateQueryData('getLead', id, (draft) => Object.assign(draft, data)),
          );
        } catch {
          // The page shows the refusal.
        }
      },
      invalidatesTags: [{ type: 'Lead', id: 'LIST' }, 'Audit'],
    }),
    redeliverLead: build.mutation<
      { delivery: LeadDelivery | null },
      { id: string; deliveryId: string | number }
    >({
      query: ({ id, deliveryId }) => ({
        url: `${leadPath(id)}/deliveries/${encodeURIComponent(String(deliveryId))}/redeliver`,
        method: 'POST',
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { delivery } = (await queryFulfilled).data;
          if (!delivery) return;
          dispatch(
            leadsApi.util.updateQueryData('getLead', id, (draft) => {
              draft.deliveries = draft.deliveries.map((each) =>
                each.id === delivery.id ? delivery : each,
              );
            }),
          );
        } catch {
          // The page shows the refusal.
        }
      },
      invalidatesTags: [{ type: 'Lead', id: 'LIST' }, 'Audit'],
    }),
    /** Who may own a lead: the sales and administrator accounts. */
    listLeadOwners: build.query<LeadOwner[], void>({
      query: () => 'leads/owners',
      transformResponse: (response: { data: LeadOwner[] } | LeadOwner[]) =>
        Array.isArray(response) ? response : response.data,
      providesTags: [{ type: 'User', id: 'OWNERS' }],
    }),
  }),
});

export const {
  useListLeadsInfiniteQuery,
  useLeadCountsQuery,
  useGetLeadQuery,
  useUpdateLeadMutation,
  useRedeliverLeadMutation,
  useListLeadOwnersQuery,
} = leadsApi;
