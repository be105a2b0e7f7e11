import { bannersResponseSchema } from '@corp/shared/contracts';
import type { ServedBanner } from '@corp/shared/contracts';
import type { Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /banner/`: by page path (`/about/`) or banner code. */
export interface BannersArgs extends Localized {
  page?: string;
  code?: string;
}

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<ServedBanner[], BannersArgs>({
      query: ({ locale, ...params }) => ({ url: 'banner/', locale, params }),
      responseSchema: reads(bannersResponseSchema, (body) => body.data),
      providesTags: ['Banner'],
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
