import {
  mediaFiltersResponseSchema,
  mediaItemResponseSchema,
  mediaResponseSchema,
} from '@corp/shared/contracts';
import type { MediaPage, ServedMediaFilter, ServedMediaItem } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `POST /media/`: limit, page and the selected filters (each group's option `value`). */
export interface MediaArgs extends Localized, Paging {
  type?: string;
  industry?: number | string;
  product?: string;
  tag?: number | string;
  year?: number | string;
  special?: boolean;
}

export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A read, though the API takes it as a POST: it is cached like any list. */
    getMedia: build.query<MediaPage, MediaArgs>({
      query: ({ locale, ...filters }) => ({ url: 'media/', method: 'POST', locale, body: filters }),
      responseSchema: reads(mediaResponseSchema),
      providesTags: ['Media'],
    }),
    /** `GET /media/filters/`. */
    getMediaFilters: build.query<ServedMediaFilter[], Localized>({
      query: ({ locale }) => ({ url: 'media/filters/', locale }),
      responseSchema: reads(mediaFiltersResponseSchema, (body) => body.data),
      providesTags: ['Media'],
    }),
    /** `GET /media/{code}/` (a failure makes the page redirect to /, spec §2.2). */
    getMediaItem: build.query<ServedMediaItem, Localized & { code: string }>({
      query: ({ locale, code }) => ({ url: `media/${encodeURIComponent(code)}/`, locale }),
      responseSchema: reads(mediaItemResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { code }) => [{ type: 'Media', id: code }],
    }),
  }),
});

export const { useGetMediaQuery, useGetMediaFiltersQuery, useGetMediaItemQuery } = mediaApi;
