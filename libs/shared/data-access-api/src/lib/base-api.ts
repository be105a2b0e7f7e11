import type { ApiLocale } from '@corp/shared/contracts';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { placeLocale } from './endpoint-policy';
import { rehydrate } from './rehydrate';
import { responseMismatch } from './response';

/** The API's basic-auth credential (spec §7: "all requests use basic auth from configuration"). */
export interface ApiCredentials {
  user: string;
  password: string;
}

/**
 * Passed to every request as the store's thunk extra argument, so each store (one per SSR
 * request, one in the browser) can point at its own API origin: absolute on the server,
 * same-origin `/api/v1` in the browser. It never enters the state, so the credential never
 * reaches the serialised SSR state.
 */
export interface ApiExtra {
  /** `http://api.internal:3000/api/v1` on the server, `/api/v1` in the browser. */
  baseUrl: string;
  /**
   * The origin of `/mock/locale/` and `/lastmodified.txt`; by default `baseUrl` without its
   * `/api/v1` (so `''`, the same origin, in the browser).
   */
  siteUrl?: string;
  /** Only where the API demands it (a server store talking to a separate API). */
  credentials?: ApiCredentials;
  /**
   * The fetch to call with; the global one by default. The web server hands its loaders one that
   * calls the API inside the same process.
   */
  fetchFn?: typeof fetch;
}

export const DEFAULT_API_BASE_URL = '/api/v1';

/** What an endpoint's `query` returns: fetch arguments plus what the base query places itself. */
export interface ApiRequest extends FetchArgs {
  /** The visitor's locale; the endpoint's row in `endpointPolicies` decides where it goes. */
  locale?: ApiLocale;
  /** Sent as the `Idempotency-Key` header: a retry with the same key is answered once. */
  idempotencyKey?: string;
  /** Resolve `url` against the site origin (`siteUrl`) instead of `/api/v1`. */
  fromSiteRoot?: boolean;
}

/** `http://host/api/v1` → `http://host`; `/api/v1` → `` (the page's own origin). */
export function siteUrlOf(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
}

/** `Basic base64(user:password)`, UTF-8 safe. */
export function basicAuthorization({ user, password }: ApiCredentials): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

const apiBaseQuery: BaseQueryFn<
  ApiRequest,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = (request, api, extraOptions) => {
  const extra = (api.extra ?? {}) as Partial<ApiExtra>;
  const baseUrl = extra.baseUrl ?? DEFAULT_API_BASE_URL;
  const { idempotencyKey, fromSiteRoot, ...rest } = request;
  let args: FetchArgs;
  try {
    args = placeLocale(api.endpoint, rest);
  } catch (error) {
    return { error: { status: 'CUSTOM_ERROR', error: (error as Error).message } };
  }
  const headers = new Headers(args.headers as HeadersInit | undefined);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  if (extra.credentials) headers.set('Authorization', basicAuthorization(extra.credentials));
  const root = fromSiteRoot ? (extra.siteUrl ?? siteUrlOf(baseUrl)) : baseUrl;
  return fetchBaseQuery({ baseUrl: root, ...(extra.fetchFn ? { fetchFn: extra.fetchFn } : {}) })(
    { ...args, headers },
    api,
    extraOptions,
  );
};

/** Every tag the domain files provide. */
export const API_TAG_TYPES = [
  'Health',
  'Banner',
  'Case',
  'Course',
  'Division',
  'Employee',
  'Event',
  'Geolocation',
  'Industry',
  'IndustryPage',
  'Lead',
  'Media',
  'News',
  'Office',
  'Partner',
  'Photogallery',
  'Podcast',
  'PrivacyPolicy',
  'Product',
  'Regulation',
  'Seo',
  'SiteFile',
  'Translation',
  'Webinar',
] as const;

/** The one base api. Domains add their endpoints with `injectEndpoints` in their own file. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
  // A browser store takes over the queries a server store finished (RTK Query's SSR guide).
  extractRehydrationInfo(action, { reducerPath }) {
    if (rehydrate.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
  // A response outside its contract is an ordinary failed request with a clear message.
  catchSchemaFailure: responseMismatch,
});
