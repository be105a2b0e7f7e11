import { podcastResponseSchema, podcastsResponseSchema } from '@corp/shared/contracts';
import type { PodcastSeason, ServedPodcast } from '@corp/shared/contracts';
import { z } from 'zod/mini';
import type { Localized } from './args';
import { baseApi } from './base-api';
import type { ApiRequest } from './base-api';
import { reads } from './response';

export const podcastsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /podcasts/`: the seasons, each with its episodes. */
    getPodcasts: build.query<PodcastSeason[], Localized>({
      query: ({ locale }) => ({ url: 'podcasts/', locale }),
      responseSchema: reads(podcastsResponseSchema, (body) => body.seasons),
      providesTags: ['Podcast'],
    }),
    /**
     * `GET /podcasts/{id}/`, which "accepts any status" (spec §7): an HTTP failure (an unknown
     * id) gives `null`, for the page to handle; a network failure is still an error.
     */
    getPodcast: build.query<ServedPodcast | null, Localized & { id: number }>({
      async queryFn({ locale, id }, _api, _extraOptions, baseQuery) {
        const request: ApiRequest = { url: `podcasts/${id}/`, locale };
        const result = await baseQuery(request);
        if (result.error) {
          return typeof result.error.status === 'number'
            ? { data: null, meta: result.meta }
            : { error: result.error, meta: result.meta };
        }
        // The envelope: `responseSchema` checks it and reads its `data`.
        return { data: result.data as never, meta: result.meta };
      },
      responseSchema: reads(z.nullable(podcastResponseSchema), (body) => body?.data ?? null),
      providesTags: (_result, _error, { id }) => [{ type: 'Podcast', id }],
    }),
  }),
});

export const { useGetPodcastsQuery, useGetPodcastQuery } = podcastsApi;
