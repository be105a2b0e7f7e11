import type { ApiLocale } from '@corp/shared/contracts';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
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
