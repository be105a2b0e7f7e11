import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { forbidden, selectCsrfToken, signedOut } from './session.slice';
import type { WithSession } from './session.slice';

export const ADMIN_API_BASE_URL = '/admin/api';

/** Every tag the admin's endpoints provide or invalidate, one per domain. */
export const adminTagTypes = [
  'Session',
  'User',
  'Audit',
  'Content',
  'Revision',
  'Schedule',
  'Media',
  'Lead',
  'Privacy',
] as const;

/**
 * Calls that answer 401 as part of their own meaning (wrong password, an invite link) rather than
 * "your session has ended": their 401 does not send the user to sign-in.
 */
const OWN_401_ENDPOINTS = new Set(['signIn', 'acceptInvite', 'getInvite']);

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** fetchBaseQuery on `/admin/api`, same-origin cookies, the CSRF token on every change. */
export function adminFetchBaseQuery(baseUrl = ADMIN_API_BASE_URL) {
  return fetchBaseQuery({
    baseUrl,
    credentials: 'same-origin',
    prepareHeaders(headers, { getState, arg }) {
      const method = (typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET')).toUpperCase();
      const token = selectCsrfToken(getState() as WithSession);
      if (!SAFE_METHODS.has(method) && token) headers.set('x-csrf-token', token);
      return headers;
    },
  });
}

/**
 * The base query: a 401 (outside sign-in and invites) marks the session signed out, which sends
 * the user to sign-in keeping where they were; a 403 marks "not allowed".
 */
export function adminBaseQuery(
  baseUrl = ADMIN_API_BASE_URL,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  let raw: ReturnType<typeof adminFetchBaseQuery> | undefined;
  return async (args, api, extraOptions) => {
    // Resolved against the page (a Request needs an absolute URL outside browsers: jsdom tests).
    raw ??= adminFetchBaseQuery(
      typeof window === 'undefined' ? baseUrl : new URL(baseUrl, window.location.href).href,
    );
    const result = await raw(args, api, extraOptions);
    const status = result.error?.status;
    // The lockout's wait travels in a header; the forms read it from the error.
    const retryAfter = result.meta?.response?.headers.get('retry-after');
    if (status === 429 && result.error && retryAfter && /^\d+$/.test(retryAfter)) {
      const data =
        typeof result.error.data === 'object' && result.error.data ? result.error.data : {};
      result.error = {
        ...result.error,
        data: { ...data, retryAfter: Number(retryAfter) },
      } as FetchBaseQueryError;
    }
    if (status === 401 && !OWN_401_ENDPOINTS.has(api.endpoint)) api.dispatch(signedOut());
    if (status === 403) api.dispatch(forbidden(Date.now()));
    return result;
  };
}

/**
 * The one admin api: each domain file (`session.api.ts`, `users.api.ts`, `audit.api.ts`,
 * `content.api.ts`, `media.api.ts`) adds its endpoints with `adminApi.injectEndpoints`.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery(),
  tagTypes: adminTagTypes,
  endpoints: () => ({}),
});
