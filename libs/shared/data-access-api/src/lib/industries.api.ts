import { industriesResponseSchema, industryPageResponseSchema } from '@corp/shared/contracts';
import type { ServedIndustry, ServedIndustryPage } from '@corp/shared/contracts';
import type { Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

export const industriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /industry/`: the forms' industry list (reads `data.data`). */
    getIndustries: build.query<ServedIndustry[], Localized>({
      query: ({ locale }) => ({ url: 'industry/', locale }),
      responseSchema: reads(industriesResponseSchema, (body) => body.data.data),
      providesTags: ['Industry'],
    }),
    /** `GET /industry-pages/{code}/`: the content of an industry page (`/industries/{code}/`). */
    getIndustryPage: build.query<ServedIndustryPage, Localized & { code: string }>({
      query: ({ locale, code }) => ({ url: `industry-pages/${encodeURIComponent(code)}/`, locale }),
      responseSchema: reads(industryPageResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { code }) => [{ type: 'IndustryPage', id: code }],
    }),
  }),
});

export const { useGetIndustriesQuery, useGetIndustryPageQuery } = industriesApi;
