import { seoPageResponseSchema } from '@corp/shared/contracts';
import type { ApiLocale, ServedSeo } from '@corp/shared/contracts';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /seo/page/?locale=…&url=<host><path>`: its locale is its own parameter. */
export interface SeoPageArgs {
  locale: ApiLocale;
  /** Host plus path: `example.com/ru/about/`. */
  url: string;
}

export const seoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSeoPage: build.query<ServedSeo, SeoPageArgs>({
      query: ({ locale, url }) => ({ url: 'seo/page/', params: { locale, url } }),
      responseSchema: reads(seoPageResponseSchema, (body) => body.data.data),
      providesTags: (_result, _error, { url }) => [{ type: 'Seo', id: url }],
    }),
  }),
});

export const { useGetSeoPageQuery } = seoApi;
