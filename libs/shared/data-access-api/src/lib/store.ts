import type { ApiLocale } from '@corp/shared/contracts';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiEndpoints } from './api';
import type { QueryArgOf, QueryEndpointName } from './api';
import type { ApiExtra } from './base-api';
import { baseApi, DEFAULT_API_BASE_URL } from './base-api';
import { createErrorNotifications } from './error-notifications';
import { notificationsSlice } from './notifications.slice';
import { rehydrate } from './rehydrate';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [notificationsSlice.name]: notificationsSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions extends Partial<ApiExtra> {
  /**
   * A server store's state after `JSON.parse(JSON.stringify(store.getState()))`: the browser
   * store starts with its finished queries (through the api's `extractRehydrationInfo`) and
   * does not fetch them again.
   */
  preloadedState?: unknown;
  /** The error title's locale for the calls that carry none. */
  locale?: ApiLocale;
  /** Where silent failures are logged (the console by default). */
  logger?: Pick<Console, 'warn'>;
}

/** A new store per SSR request (never shared between visitors) and one in the browser. */
export function makeStore({
  baseUrl = DEFAULT_API_BASE_URL,
  siteUrl,
  credentials,
  fetchFn,
  preloadedState,
  locale,
  logger,
}: MakeStoreOptions = {}) {
  const extra: ApiExtra = { baseUrl, siteUrl, credentials, fetchFn };
  const errors = createErrorNotifications({ fallbackLocale: locale, logger });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(errors.middleware)
        .concat(baseApi.middleware),
  });
  if (preloadedState && typeof preloadedState === 'object') {
    store.dispatch(rehydrate(preloadedState as Record<string, unknown>));
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

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
