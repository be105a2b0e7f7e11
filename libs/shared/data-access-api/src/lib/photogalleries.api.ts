import {
  photogalleriesResponseSchema,
  photogalleryFiltersResponseSchema,
  photogalleryResponseSchema,
  photogallerySectionsResponseSchema,
} from '@corp/shared/contracts';
import type {
  PhotogalleriesPage,
  ServedPhotogallery,
  ServedPhotogalleryFilter,
  ServedPhotogallerySection,
} from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `POST /photogalleries/`: by section, year and tag. */
export interface PhotogalleriesArgs extends Localized, Paging {
  section?: number | string;
  year?: number | string;
  tag?: number | string;
}

export const photogalleriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPhotogallerySections: build.query<ServedPhotogallerySection[], Localized>({
      query: ({ locale }) => ({ url: 'photogalleries/sections/', locale }),
      responseSchema: reads(photogallerySectionsResponseSchema, (body) => body.data),
      providesTags: ['Photogallery'],
    }),
    getPhotogalleryFilters: build.query<ServedPhotogalleryFilter[], Localized>({
      query: ({ locale }) => ({ url: 'photogalleries/filters/', locale }),
      responseSchema: reads(photogalleryFiltersResponseSchema, (body) => body.data),
      providesTags: ['Photogallery'],
    }),
    /** A read, though the API takes it as a POST: it is cached like any list. */
    getPhotogalleries: build.query<PhotogalleriesPage, PhotogalleriesArgs>({
      query: ({ locale, ...filters }) => ({
        url: 'photogalleries/',
        method: 'POST',
        locale,
        body: filters,
      }),
      responseSchema: reads(photogalleriesResponseSchema),
      providesTags: ['Photogallery'],
    }),
    getPhotogallery: build.query<ServedPhotogallery, Localized & { id: number }>({
      query: ({ locale, id }) => ({ url: `photogalleries/${id}/`, locale }),
      responseSchema: reads(photogalleryResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { id }) => [{ type: 'Photogallery', id }],
    }),
  }),
});

export const {
  useGetPhotogallerySectionsQuery,
  useGetPhotogalleryFiltersQuery,
  useGetPhotogalleriesQuery,
  useGetPhotogalleryQuery,
} = photogalleriesApi;
