import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';

export type AdminUserRole = 'admin' | 'editor' | 'sales';

/**
 * The person signed in at `/admin/` for this request (set by `@corp/api/accounts`'s session hook;
 * `null` when nobody is). Editors act only on `sites` × `locales`; administrators on everything;
 * sales on leads only.
 */
export interface AdminUser {
  id: string;
  login: string;
  name: string;
  role: AdminUserRole;
  sites: readonly string[];
  locales: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    adminUser: AdminUser | null;
  }
}

/** Whether `user` may change content of `site` in `locale` (every check runs on the server). */
export function mayEditContent(user: AdminUser, site: string, locale?: string): boolean {
  if (user.role === 'admin') return true;
  if (user.role !== 'editor') return false;
  return user.sites.includes(site) && (locale === undefined || user.locales.includes(locale));
}

/** Whether `user` may read and work leads (the sales inbox, exports). */
export const mayWorkLeads = (user: AdminUser) => user.role === 'admin' || user.role === 'sales';

/**
 * A preHandler: 401 without a signed-in user, 403 when the user's role is not one of `roles`.
 * Finer checks (site, locale) are the route's, with `mayEditContent`.
 */
export function requireRole(...roles: AdminUserRole[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.adminUser;
    if (!user) return sendError(request, reply, 401, 'unauthorized', 'Sign in first');
    if (!roles.includes(user.role))
      return sendError(request, reply, 403, 'forbidden', 'Your role does not allow this');
    return undefined;
  };
}
