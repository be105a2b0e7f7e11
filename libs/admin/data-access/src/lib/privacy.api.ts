import { ADMIN_API_BASE_URL, adminApi } from './base-api';

/** A stored lead as the privacy lookup shows it (every column, the fields included). */
export interface SubjectLead {
  id: string;
  createdAt: string;
  type: string;
  site?: string;
  locale?: string;
  page?: string;
  email: string;
  status?: string;
  fields?: Record<string, unknown>;
  [column: string]: unknown;
}

export interface SubjectFile {
  id: string;
  leadId: string;
  name?: string;
  originalName?: string;
  size: number;
  mimeType?: string;
}

export interface SubjectDelivery {
  id: number | string;
  leadId: string;
  target: string;
  status: string;
  attempts?: number;
  deliveredAt?: string | null;
  lastError?: string | null;
}

/** What is stored about an e-mail address (`GET /admin/api/privacy/subject?email=`). */
export interface SubjectData {
  email?: string;
  leads: SubjectLead[];
  files: SubjectFile[];
  deliveries: SubjectDelivery[];
  /** The `Idempotency-Key` records of those leads (route, key, lead id, when). */
  idempotencyRecords: number | { count: number } | unknown[];
  /**
   * Consent records: keyed by a browser fingerprint, never by an e-mail address, so the server
   * says none is linkable (`{linkable: false, note}`); a list or a count if it ever links some.
   */
  consentRecords?: unknown[] | number | { linkable: boolean; note?: string };
  /** Ids of the leads already delivered to the CRM (webhook): erase them there too. */
  deliveredToCrm: string[];
  counts?: Partial<Record<'leads' | 'files' | 'deliveries' | 'idempotencyRecords', number>>;
}

/** What an erasure removed (`POST /admin/api/privacy/subject/erase`). */
export interface ErasureResult {
  leads: number;
  files: number;
  deliveries: number;
  idempotencyRecords: number;
  /** How many of the erased leads had been delivered to the CRM. */
  deliveredToCrm: number | string[];
  /** Files whose bytes (disk, S3) could not be removed after the commit. */
  filesNotRemoved?: number;
}

/** The count of a list or a number the API gives for a kind of record. */
export function countOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object' && 'count' in value)
    return Number((value as { count: unknown }).count) || 0;
  return 0;
}

/** The JSON download of everything stored about an e-mail (audited `privacy.export`). */
export function subjectExportUrl(email: string): string {
  return `${ADMIN_API_BASE_URL}/privacy/subject/export?${new URLSearchParams({ email }).toString()}`;
}

/** Data subjects' requests (`/admin/api/privacy`): administrators only. */
export const privacyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    findSubject: build.query<SubjectData, string>({
      query: (email) => `privacy/subject?${new URLSearchParams({ email }).toString()}`,
      providesTags: (_result, _error, email) => [{ type: 'Privacy', id: email.toLowerCase() }],
      // A lookup shows personal data: never kept once the page is left.
      keepUnusedDataFor: 0,
    }),
    eraseSubject: build.mutation<ErasureResult, string>({
      query: (email) => ({
        url: 'privacy/subject/erase',
        method: 'POST',
        body: { email, confirm: true },
      }),
      transformResponse: (response: { erased: ErasureResult } | ErasureResult) =>
        'erased' in response ? response.erased : response,
      // The inbox changes; the look-up is not asked again (each one is an audited access).
      invalidatesTags: ['Lead', 'Audit'],
    }),
  }),
});

export const { useLazyFindSubjectQuery, useFindSubjectQuery, useEraseSubjectMutation } = privacyApi;
