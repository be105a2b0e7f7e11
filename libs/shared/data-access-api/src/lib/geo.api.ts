import { geolocationResponseSchema } from '@corp/shared/contracts';
import { z } from 'zod/mini';
import type { Localized } from './args';
import { baseApi } from './base-api';
import type { ApiRequest } from './base-api';
import { reads } from './response';

/** `GET /geolocation/ip/`: the caller's country, or the given address's. */
export interface GeolocationArgs extends Localized {
  ip?: string;
}

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The two-letter country code; `null` when unknown or when the call fails (spec §8). */
    getGeolocation: build.query<string | null, GeolocationArgs>({
      async queryFn({ locale, ip }, _api, _extraOptions, baseQuery) {
        const request: ApiRequest = { url: 'geolocation/ip/', locale, params: { ip } };
        const result = await baseQuery(request);
        // The envelope (or null): `responseSchema` checks it and reads `data.code`.
        return { data: (result.error ? null : result.data) as never, meta: result.meta };
      },
      responseSchema: reads(
        z.nullable(geolocationResponseSchema),
        (body) => body?.data.code ?? null,
      ),
      providesTags: ['Geolocation'],
    }),
  }),
});

export const { useGetGeolocationQuery } = geoApi;
