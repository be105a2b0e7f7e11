import { adminApi } from './base-api';
import type { AdminUserRecord, NewUser, UserChange } from './types';

/** Administrators' user management (`/admin/api/users`). */
export const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<AdminUserRecord[], void>({
      query: () => 'users',
      transformResponse: (response: { data: AdminUserRecord[] }) => response.data,
      providesTags: (users = []) => [
        { type: 'User', id: 'LIST' },
        ...users.map((user) => ({ type: 'User' as const, id: user.id })),
      ],
    }),
    inviteUser: build.mutation<{ user: AdminUserRecord; inviteUrl: string }, NewUser>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Audit'],
    }),
    updateUser: build.mutation<{ user: AdminUserRecord }, { id: string; change: UserChange }>({
      query: ({ id, change }) => ({
        url: `users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, 'Audit'],
    }),
    renewInvite: build.mutation<{ inviteUrl: string }, string>({
      query: (id) => ({ url: `users/${encodeURIComponent(id)}/invite`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useListUsersQuery,
  useInviteUserMutation,
  useUpdateUserMutation,
  useRenewInviteMutation,
} = usersApi;
