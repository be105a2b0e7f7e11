import { caseResponseSchema, casesResponseSchema } from '@corp/shared/contracts';
import type { CasesPage, ServedCase } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /cases/`: by industry (0 = all) and product code. */
export interface CasesArgs extends Localized, Paging {
  industry?: number;
  product?: string;
}

export const casesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Reads `data`: the items with totalCount and page. */
    getCases: build.query<CasesPage, CasesArgs>({
      query: ({ locale, ...params }) => ({ url: 'cases/', locale, params }),
      responseSchema: reads(casesResponseSchema, (body) => body.data),
      providesTags: ['Case'],
    }),
    /** `GET /cases/{slug}/`. */
    getCase: build.query<ServedCase, Localized & { code: string }>({
      query: ({ locale, code }) => ({ url: `cases/${encodeURIComponent(code)}/`, locale }),
      responseSchema: reads(caseResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { code }) => [{ type: 'Case', id: code }],
    }),
  }),
});

export const { useGetCasesQuery, useGetCaseQuery } = casesApi;
