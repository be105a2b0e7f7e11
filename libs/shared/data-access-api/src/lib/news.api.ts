import { newsItemResponseSchema, newsResponseSchema } from '@corp/shared/contracts';
import type { ServedNewsItem } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /news/`: flags mainNews, topNews, sciences, additional; a division id; a product code. */
export interface NewsArgs extends Localized, Paging {
  mainNews?: boolean;
  topNews?: boolean;
  sciences?: boolean;
  additional?: boolean;
  division?: number;
  products?: string;
}

export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNews: build.query<ServedNewsItem[], NewsArgs>({
      query: ({ locale, ...params }) => ({ url: 'news/', locale, params }),
      responseSchema: reads(newsResponseSchema, (body) => body.data),
      providesTags: ['News'],
    }),
    /** `GET /news/{id}/`. */
    getNewsItem: build.query<ServedNewsItem, Localized & { id: number }>({
      query: ({ locale, id }) => ({ url: `news/${id}/`, locale }),
      responseSchema: reads(newsItemResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { id }) => [{ type: 'News', id }],
    }),
  }),
});

export const { useGetNewsQuery, useGetNewsItemQuery } = newsApi;
