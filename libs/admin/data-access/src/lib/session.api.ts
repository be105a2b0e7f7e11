import { adminApi } from './base-api';
import { signedIn, signedOut } from './session.slice';
import type { Session } from './types';

export interface Credentials {
  login: string;
  password: string;
}

export interface InviteInfo {
  login: string;
  name: string;
}

/** Sign-in, the session, sign-out and invite acceptance (`/admin/api/session`, `/invites`). */
export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<Session, void>({
      query: () => 'session',
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data));
        } catch {
          // A 401 already marked the session signed out (base query).
        }
      },
    }),
    signIn: build.mutation<Session, Credentials>({
      query: (body) => ({ url: 'session', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
      invalidatesTags: ['Session', 'User', 'Audit', 'Content', 'Revision', 'Schedule', 'Media'],
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: 'session', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(signedOut());
        dispatch(adminApi.util.resetApiState());
      },
    }),
    getInvite: build.query<InviteInfo, string>({
      query: (token) => `invites/${encodeURIComponent(token)}`,
    }),
    acceptInvite: build.mutation<Session, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: `invites/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
  }),
});

export const {
  useGetSessionQuery,
  useSignInMutation,
  useSignOutMutation,
  useGetInviteQuery,
  useAcceptInviteMutation,
} = sessionApi;
