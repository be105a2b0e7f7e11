import { apiEndpoints } from './api';
import type { QueryArgOf, QueryEndpointName } from './api';
import { baseApi } from './base-api';
import type { AppStore } from './store';

// Apart from the store (store.ts): `prefetch` names every endpoint, which a form's store does not
// need to carry.

/** One query a loader wants finished before rendering: `['getProducts', { locale, limit: 30 }]`. */
export type PrefetchRequest = {
  [K in QueryEndpointName]: readonly [K, QueryArgOf<K>];
}[QueryEndpointName];

export interface PrefetchResult {
  endpoint: QueryEndpointName;
  data?: unknown;
  error?: unknown;
  isError: boolean;
}

/**
 * Starts the queries a page needs and waits for every running query of the store (RTK Query's
 * `getRunningQueriesThunk`), so the render reads them from the cache. The results tell a loader
 * what failed (a 404 detail page, say). The queries stay subscribed for the life of the store.
 */
export async function prefetch(
  store: AppStore,
  requests: readonly PrefetchRequest[],
): Promise<PrefetchResult[]> {
  const started = requests.map(([endpoint, arg]) => {
    const initiate = apiEndpoints[endpoint].initiate as (arg: unknown) => never;
    return {
      endpoint,
      promise: store.dispatch(initiate(arg)) as unknown as PromiseLike<PrefetchResult>,
    };
  });
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return Promise.all(
    started.map(async ({ endpoint, promise }) => {
      const { data, error, isError } = await promise;
      return { endpoint, data, error, isError };
    }),
  );
}
