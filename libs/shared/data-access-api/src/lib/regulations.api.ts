import { regulationsResponseSchema } from '@corp/shared/contracts';
import type { ServedRegulation } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /regulations/`: by category. */
export interface RegulationsArgs extends Localized, Paging {
  category?: string;
}

export const regulationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRegulations: build.query<ServedRegulation[], RegulationsArgs>({
      query: ({ locale, ...params }) => ({ url: 'regulations/', locale, params }),
      responseSchema: reads(regulationsResponseSchema, (body) => body.data),
      providesTags: ['Regulation'],
    }),
  }),
});

export const { useGetRegulationsQuery } = regulationsApi;
