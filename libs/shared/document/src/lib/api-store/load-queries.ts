import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { makeStore, prefetch } from '@corp/shared/data-access-api';
import type { PrefetchRequest, PrefetchResult } from '@corp/shared/data-access-api';
import { apiAccessOf } from '../api-access/api-access';

/**
 * A server-side loader's API calls: every request through the RTK Query endpoints on a store of
 * this request alone, started together, each result reported.
 *
 *   const [product] = await loadQueries(context, [['getProduct', { locale, code }]]);
 */
export async function loadQueries(
  context: Readonly<RouterContextProvider>,
  requests: readonly PrefetchRequest[],
): Promise<PrefetchResult[]> {
  const api = apiAccessOf(context);
  const ttl = api.cacheMs ?? 0;
  const now = Date.now();
  const keys = requests.map(
    (request) =>
      `${api.cacheVersion ?? 0} ${api.baseUrl} ${request[0]} ${JSON.stringify(request[1])}`,
  );
  const cached = keys.map((key) => {
    const hit = ttl > 0 ? resultCache.get(key) : undefined;
    return hit && now - hit.at < ttl ? hit.result : undefined;
  });
  const missing = requests.filter((_request, index) => !cached[index]);
  let fetched: PrefetchResult[] = [];
  if (missing.length) {
    const store = makeStore({ baseUrl: api.baseUrl, fetchFn: api.fetch, logger: silentLogger });
    fetched = await prefetch(store, missing);
  }
  let next = 0;
  return requests.map((_request, index) => {
    const hit = cached[index];
    if (hit) return hit;
    const result = fetched[next++] as PrefetchResult;
    if (ttl > 0 && !result.isError) remember(keys[index] as string, result, now);
    return result;
  });
}

/** Successful results by host, endpoint and arguments (see `ApiAccess.cacheMs`). */
const resultCache = new Map<string, { at: number; result: PrefetchResult }>();
const RESULT_CACHE_ENTRIES = 1000;

function remember(key: string, result: PrefetchResult, at: number) {
  resultCache.delete(key);
  resultCache.set(key, { at, result });
  // A Map iterates in insertion order: the first key is the oldest.
  if (resultCache.size > RESULT_CACHE_ENTRIES)
    resultCache.delete(resultCache.keys().next().value as string);
}

// The server logs a failing call once, where it happens (the API); the loader decides.
const silentLogger = { warn: () => undefined };

/** The HTTP status of a failed result (`FETCH_ERROR` and mismatches count as 502). */
export function statusOf(result: PrefetchResult): number {
  const status = (result.error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : 502;
}

/**
 * The data of a result the page cannot do without: a 404 from the API is the page's 404 (§2.6
 * "Unknown route or failed validation: 404"), any other failure a 500-class error page.
 */
export function required<T>(result: PrefetchResult | undefined): T {
  if (result && !result.isError) return result.data as T;
  const status = result ? statusOf(result) : 500;
  throw data(null, { status: status === 404 ? 404 : status >= 500 ? status : 500 });
}

/** The data of a result the page can show without (a side list): `fallback` on failure. */
export function optional<T>(result: PrefetchResult | undefined, fallback: T): T {
  return result && !result.isError ? (result.data as T) : fallback;
}
