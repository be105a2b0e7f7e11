import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * Passed to every request as the store's thunk extra argument, so each store (one per SSR
 * request, one in the browser) can point at its own API origin: absolute on the server,
 * same-origin `/api/v1` in the browser.
 */
export interface ApiExtra {
  baseUrl: string;
}

export const DEFAULT_API_BASE_URL = '/api/v1';

const queryByStore: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const extra = api.extra as Partial<ApiExtra> | undefined;
  const baseUrl = extra?.baseUrl ?? DEFAULT_API_BASE_URL;
  return fetchBaseQuery({ baseUrl })(args, api, extraOptions);
};

/** The one base api. Domains add their endpoints with `injectEndpoints` in their own file. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: queryByStore,
  tagTypes: ['Health'],
  endpoints: () => ({}),
});
