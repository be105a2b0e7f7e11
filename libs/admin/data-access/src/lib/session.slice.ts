import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Session, SessionUser } from './types';

/**
 * Who is signed in, as far as the app knows: `unknown` until the first session check answers,
 * `signed-out` after any 401 (the layout then sends the user to sign-in), and the CSRF token every
 * change must carry. `forbiddenAt` marks the last 403 (the layout says "not allowed").
 */
export interface SessionState {
  status: 'unknown' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  csrfToken: string | null;
  forbiddenAt: number | null;
}

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  csrfToken: null,
  forbiddenAt: null,
};

export const sessionSlice = createSlice({
  name: 'adminSession',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<Session>) {
      state.status = 'signed-in';
      state.user = action.payload.user;
      state.csrfToken = action.payload.csrfToken;
    },
    /** A 401 from any call, or a sign-out: the session is gone. */
    signedOut(state) {
      state.status = 'signed-out';
      state.user = null;
      state.csrfToken = null;
    },
    forbidden(state, action: PayloadAction<number>) {
      state.forbiddenAt = action.payload;
    },
    forbiddenSeen(state) {
      state.forbiddenAt = null;
    },
  },
});

export const { signedIn, signedOut, forbidden, forbiddenSeen } = sessionSlice.actions;

/** What the slice's selectors read: a store with this slice under its name. */
export interface WithSession {
  adminSession: SessionState;
}

export const selectSession = (state: WithSession) => state.adminSession;
export const selectCsrfToken = (state: WithSession) => state.adminSession.csrfToken;
