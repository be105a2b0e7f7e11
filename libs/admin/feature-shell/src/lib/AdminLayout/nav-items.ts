import type { AdminRole } from '@corp/admin/data-access';

/** The admin's sections in the navigation (paths under the `/admin/` basename). */
export interface NavItem {
  key: 'dashboard' | 'content' | 'media' | 'leads' | 'users' | 'audit' | 'privacy';
  to: string;
  /** Roles that see the entry; every role when unset. */
  roles?: readonly AdminRole[];
  /** Active only on its own path (the dashboard), not below it. */
  end?: boolean;
}

export const navItems: readonly NavItem[] = [
  { key: 'content', to: '/', end: true, roles: ['admin', 'editor'] },
  { key: 'media', to: '/media', roles: ['admin', 'editor'] },
  { key: 'leads', to: '/leads', roles: ['admin', 'sales'] },
  { key: 'users', to: '/users', roles: ['admin'] },
  { key: 'audit', to: '/audit', roles: ['admin'] },
  { key: 'privacy', to: '/privacy', roles: ['admin'] },
];

export const navItemsFor = (role: AdminRole) =>
  navItems.filter((item) => !item.roles || item.roles.includes(role));
