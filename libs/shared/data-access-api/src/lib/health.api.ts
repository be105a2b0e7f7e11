import { healthResponseSchema } from '@corp/shared/contracts';
import type { HealthResponse } from '@corp/shared/contracts';
import { baseApi } from './base-api';
import { reads } from './response';

export type HealthStatus = HealthResponse;

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthStatus, void>({
      query: () => ({ url: 'health/' }),
      responseSchema: reads(healthResponseSchema),
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
