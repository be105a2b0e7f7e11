import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { ApiExtra } from './base-api';
import { baseApi, DEFAULT_API_BASE_URL } from './base-api';

const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer });
export type RootState = ReturnType<typeof rootReducer>;

/** A new store per SSR request (never shared between visitors) and one in the browser. */
export function makeStore({ baseUrl = DEFAULT_API_BASE_URL }: Partial<ApiExtra> = {}) {
  const extra: ApiExtra = { baseUrl };
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
