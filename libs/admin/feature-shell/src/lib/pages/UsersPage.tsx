import { useState } from 'react';
import {
  errorBody,
  errorStatus,
  selectSession,
  useInviteUserMutation,
  useListUsersQuery,
  useRenewInviteMutation,
  useUpdateUserMutation,
} from '@corp/admin/data-access';
import type { AdminUserRecord, QueryError } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import { InviteLink } from '../InviteLink/InviteLink';
import { Notice } from '../Notice/Notice';
import { UserForm } from '../UserForm/UserForm';
import type { UserFormProblems } from '../UserForm/user-form-values';
import { UsersTable } from '../UsersTable/UsersTable';
import { useAdminSelector } from './hooks';
import { RequireRole } from './RequireRole';

/** The API's refusal of a user form: a taken login by its field, anything else as a message. */
function refusalOf(error: QueryError, failed: string) {
  if (!error) return {};
  const body = errorBody(error);
  if (body?.code === 'login_taken') return { problems: { login: 'taken' } as UserFormProblems };
  return { message: body?.message ?? failed };
}

/** `/admin/users` (administrators): the users, inviting one, changing one, disabling one. */
export function UsersPage() {
  return (
    <RequireRole roles={['admin']}>
      <UsersManager />
    </RequireRole>
  );
}

function UsersManager() {
  const t = useAdminT();
  const me = useAdminSelector(selectSession).user;
  const users = useListUsersQuery();
  const [inviteUser, inviting] = useInviteUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const [renewInvite] = useRenewInviteMutation();
  const [editing, setEditing] = useState<AdminUserRecord | null>(null);
  const [link, setLink] = useState<{ login: string; url: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [busyId, setBusyId] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const failed = (error: QueryError) => t('app.failed', { status: errorStatus(error) });
  /** A change made from the table (disable, enable, new link): its refusal, or nothing. */
  const report = (error: QueryError | undefined) =>
    setOutcome(
      error && errorStatus(error) !== 403
        ? { tone: 'error', text: errorBody(error)?.message ?? failed(error) }
        : null,
    );
  const inviteRefusal = refusalOf(inviting.error, failed(inviting.error));
  const updateRefusal = refusalOf(updating.error, failed(updating.error));

  return (
    <>
      <h1>{t('users.title')}</h1>
      {link ? <InviteLink login={link.login} url={link.url} onDone={() => setLink(null)} /> : null}
      {users.error && errorStatus(users.error) !== 403 ? (
        <Notice tone="error">{failed(users.error)}</Notice>
      ) : null}
      {outcome ? (
        <Notice
          tone={outcome.tone}
          onDismiss={() => setOutcome(null)}
          dismissLabel={t('app.dismiss')}
        >
          {outcome.text}
        </Notice>
      ) : null}
      {users.data ? (
        <UsersTable
          users={users.data}
          currentUserId={me?.id}
          busyId={busyId}
          onEdit={(user) => {
            updating.reset();
            setOutcome(null);
            setEditing(user);
          }}
          onToggleDisabled={async (user) => {
            setBusyId(user.id);
            const result = await updateUser({
              id: user.id,
              change: { disabled: user.status !== 'disabled' },
            });
            setBusyId(undefined);
            report(result.error);
          }}
          onNewLink={async (user) => {
            setBusyId(user.id);
            const result = await renewInvite(user.id);
            setBusyId(undefined);
            report(result.error);
            if ('data' in result && result.data)
              setLink({ login: user.login, url: result.data.inviteUrl });
          }}
        />
      ) : users.isLoading ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
      {editing ? (
        <UserForm
          key={`edit-${editing.id}`}
          mode="edit"
          initial={editing}
          pending={updating.isLoading}
          serverError={updateRefusal.message}
          onCancel={() => setEditing(null)}
          onSubmit={async ({ name, role, sites, locales }) => {
            const result = await updateUser({
              id: editing.id,
              change: { name, role, sites, locales },
            });
            if ('error' in result) return;
            setEditing(null);
            setOutcome({ tone: 'success', text: t('users.saved') });
          }}
        />
      ) : (
        <UserForm
          key={`invite-${formKey}`}
          mode="invite"
          pending={inviting.isLoading}
          serverProblems={inviteRefusal.problems}
          serverError={inviteRefusal.message}
          onSubmit={async (values) => {
            const result = await inviteUser(values);
            if ('data' in result && result.data) {
              setLink({ login: result.data.user.login, url: result.data.inviteUrl });
              inviting.reset();
              setFormKey((key) => key + 1);
            }
          }}
        />
      )}
    </>
  );
}
