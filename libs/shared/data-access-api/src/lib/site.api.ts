import { z } from 'zod/mini';
import { baseApi } from './base-api';
import type { ApiRequest } from './base-api';
import { reads } from './response';

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /lastmodified.txt` (site root): the `Last-Modified` value a server render sets on its
     * page; `null` when the file has none. A failure is only warned (spec §7).
     */
    getLastModified: build.query<string | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const request: ApiRequest = {
          url: 'lastmodified.txt',
          fromSiteRoot: true,
          responseHandler: 'text',
        };
        const result = await baseQuery(request);
        if (result.error) return { error: result.error, meta: result.meta };
        return { data: result.meta?.response?.headers.get('last-modified') ?? null };
      },
      responseSchema: reads(z.nullable(z.string().check(z.minLength(1)))),
      providesTags: ['SiteFile'],
    }),
  }),
});

export const { useGetLastModifiedQuery } = siteApi;
