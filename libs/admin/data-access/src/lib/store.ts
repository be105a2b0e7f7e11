import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { adminApi } from './base-api';
import { sessionSlice } from './session.slice';
import type { SessionState } from './session.slice';

const rootReducer = combineReducers({
  [adminApi.reducerPath]: adminApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
});

export type AdminState = ReturnType<typeof rootReducer>;

/** A store for the admin app (one per page load; tests make their own). */
export function createAdminStore(preloaded?: { adminSession?: Partial<SessionState> }) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(adminApi.middleware),
    ...(preloaded?.adminSession
      ? {
          preloadedState: {
            adminSession: { ...sessionSlice.getInitialState(), ...preloaded.adminSession },
          } as Partial<AdminState>,
        }
      : {}),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AdminStore = ReturnType<typeof createAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];
