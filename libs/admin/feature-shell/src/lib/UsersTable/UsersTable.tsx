import { Button } from '@corp/shared/ui';
import type { AdminUserRecord } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './UsersTable.module.scss';

export interface UsersTableProps {
  users: readonly AdminUserRecord[];
  /** The signed-in administrator: they cannot disable themselves here. */
  currentUserId?: string;
  onEdit(user: AdminUserRecord): void;
  onToggleDisabled(user: AdminUserRecord): void;
  onNewLink(user: AdminUserRecord): void;
  /** The user whose change is in flight. */
  busyId?: string;
}

/** Every user with their role, scope and status, and what an administrator may do to each. */
export function UsersTable({
  users,
  currentUserId,
  onEdit,
  onToggleDisabled,
  onNewLink,
  busyId,
}: UsersTableProps) {
  const t = useAdminT();
  if (!users.length) return <p>{t('users.empty')}</p>;
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : t('users.none'));
  // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
  return (
    <div className={styles['scroller']} tabIndex={0} role="region" aria-label={t('users.list')}>
      <table className={styles['table']}>
        <caption className={styles['caption']}>{t('users.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('users.login')}</th>
            <th scope="col">{t('users.name')}</th>
            <th scope="col">{t('users.role')}</th>
            <th scope="col">{t('users.sites')}</th>
            <th scope="col">{t('users.locales')}</th>
            <th scope="col">{t('users.status')}</th>
            <th scope="col">{t('users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{user.login}</th>
              <td>{user.name}</td>
              <td>{t(`roles.${user.role}`)}</td>
              <td>{user.role === 'editor' ? list(user.sites) : t('users.allSites')}</td>
              <td>{user.role === 'editor' ? list(user.locales) : t('users.allLocales')}</td>
              <td>
                <span className={[styles['status'], styles[user.status]].join(' ')}>
                  {t(`status.${user.status}`)}
                </span>
              </td>
              <td>
                <div className={styles['actions']}>
                  <Button size="small" variant="secondary" onClick={() => onEdit(user)}>
                    {t('users.edit', { login: user.login })}
                  </Button>
                  {user.status === 'invited' ? (
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busyId === user.id}
                      onClick={() => onNewLink(user)}
                    >
                      {t('users.newLink', { login: user.login })}
                    </Button>
                  ) : null}
                  {user.id !== currentUserId ? (
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busyId === user.id}
                      onClick={() => onToggleDisabled(user)}
                    >
                      {user.status === 'disabled'
                        ? t('users.enable', { login: user.login })
                        : t('users.disable', { login: user.login })}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
