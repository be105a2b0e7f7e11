import { useDispatch, useSelector } from 'react-redux';
import type { AdminDispatch, AdminState } from '@corp/admin/data-access';

export const useAdminDispatch = () => useDispatch<AdminDispatch>();
export const useAdminSelector = <T>(select: (state: AdminState) => T) => useSelector(select);

/**
 * Where to go after signing in: a path of the admin given as `next` (`/users?x=1`), never
 * another origin (`//evil.example`, `https://…`); the dashboard otherwise.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next.startsWith('/sign-in')) return '/';
  return next;
}
