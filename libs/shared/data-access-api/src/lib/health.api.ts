import { baseApi } from './base-api';

export interface HealthStatus {
  status: 'ok';
  uptimeSeconds: number;
}

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthStatus, void>({
      query: () => 'health/',
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
