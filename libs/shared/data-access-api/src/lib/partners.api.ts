import { partnersResponseSchema } from '@corp/shared/contracts';
import type { ServedPartner } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /partners/`: by category and country (ISO code). */
export interface PartnersArgs extends Localized, Paging {
  category?: string;
  country?: string;
}

export const partnersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<ServedPartner[], PartnersArgs>({
      query: ({ locale, ...params }) => ({ url: 'partners/', locale, params }),
      responseSchema: reads(partnersResponseSchema, (body) => body.data),
      providesTags: ['Partner'],
    }),
  }),
});

export const { useGetPartnersQuery } = partnersApi;
