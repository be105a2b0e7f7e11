import { industryPageResponseSchema } from '@corp/shared/contracts';
import type { ServedIndustryPage } from '@corp/shared/contracts';
import type { Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

export const industryPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /industry-pages/{code}/`: the content of an industry page (`/industries/{code}/`). */
    getIndustryPage: build.query<ServedIndustryPage, Localized & { code: string }>({
      query: ({ locale, code }) => ({ url: `industry-pages/${encodeURIComponent(code)}/`, locale }),
      responseSchema: reads(industryPageResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { code }) => [{ type: 'IndustryPage', id: code }],
    }),
  }),
});

export const { useGetIndustryPageQuery } = industryPagesApi;
