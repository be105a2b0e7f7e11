import type { ReactNode } from 'react';
import { selectSession } from '@corp/admin/data-access';
import type { AdminRole } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import { Notice } from '../Notice/Notice';
import { useAdminSelector } from './hooks';

/** A page only some roles may open; the others read "not allowed" (the API refuses them too). */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly AdminRole[];
  children: ReactNode;
}) {
  const t = useAdminT();
  const user = useAdminSelector(selectSession).user;
  if (!user || !roles.includes(user.role))
    return <Notice tone="error">{t('app.notAllowed')}</Notice>;
  return children;
}
