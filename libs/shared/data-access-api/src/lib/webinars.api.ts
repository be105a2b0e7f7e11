import { webinarsResponseSchema } from '@corp/shared/contracts';
import type { WebinarsPage } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /webinars/`: upcoming, or the archive by `showAfterEndRu` / `showAfterEndEn`. */
export interface WebinarsArgs extends Localized, Paging {
  showAfterEndRu?: boolean;
  showAfterEndEn?: boolean;
  /** The archive of the request's language. */
  archive?: boolean;
  industry?: number;
  product?: string;
}

export const webinarsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebinars: build.query<WebinarsPage, WebinarsArgs>({
      query: ({ locale, ...params }) => ({ url: 'webinars/', locale, params }),
      responseSchema: reads(webinarsResponseSchema),
      providesTags: ['Webinar'],
    }),
  }),
});

export const { useGetWebinarsQuery } = webinarsApi;
