import { industriesResponseSchema } from '@corp/shared/contracts';
import type { ServedIndustry } from '@corp/shared/contracts';
import type { Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/**
 * The forms' industry list, apart from the industry pages' content (industry-pages.api.ts), so
 * that a form's chunk carries only the contract it reads.
 */
export const industriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /industry/`: the forms' industry list (reads `data.data`). */
    getIndustries: build.query<ServedIndustry[], Localized>({
      query: ({ locale }) => ({ url: 'industry/', locale }),
      responseSchema: reads(industriesResponseSchema, (body) => body.data.data),
      providesTags: ['Industry'],
    }),
  }),
});

export const { useGetIndustriesQuery } = industriesApi;
