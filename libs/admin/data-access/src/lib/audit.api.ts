import { ADMIN_API_BASE_URL, adminApi } from './base-api';
import type { AuditEntry, AuditFilter } from './types';

export interface AuditPage {
  data: AuditEntry[];
  /** The `before` of the next page; none on the last page. */
  next?: string | number;
}

export interface AuditQuery extends AuditFilter {
  before?: string | number;
  limit?: number;
}

/** The query string of a filter (empty values left out), shared by the list and the CSV link. */
export function auditSearch(filter: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The CSV export of the same filter (a plain link: the browser downloads it with the cookie). */
export function auditCsvUrl(filter: AuditFilter): string {
  return `${ADMIN_API_BASE_URL}/audit.csv${auditSearch(filter)}`;
}

/** The audit log for administrators (`/admin/api/audit`), a page at a time ("load more"). */
export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.infiniteQuery<
      AuditPage,
      AuditFilter & { limit?: number },
      string | number | null
    >({
      infiniteQueryOptions: {
        initialPageParam: null,
        // The API's `next` is the `before` of the following page; none on the last one.
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        `audit${auditSearch(pageParam === null ? queryArg : { ...queryArg, before: pageParam })}`,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useListAuditInfiniteQuery } = auditApi;
