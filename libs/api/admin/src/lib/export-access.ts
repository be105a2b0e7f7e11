import { checkCredentials, requestUser, signInKeys, unlimitedSignIns } from '@corp/api/accounts';
import type { ScryptParams, SignInLimiter } from '@corp/api/accounts';
import { mayWorkLeads, sendError } from '@corp/api/core';
import type { Database } from '@corp/api/db';
import { recordAudit } from '@corp/api/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseBasicAuth } from './basic-auth';

/**
 * A preHandler for the exports: the signed-in user, or else the user of an `Authorization:
 * Basic` header (scripts, CRM imports), must be an administrator or sales. The header is checked
 * like a sign-in (the same lockout, per address and per login; failures in the audit log) and
 * sets `request.adminUser`. No `WWW-Authenticate` is ever sent, so a browser never prompts.
 */
export function exportAccess(options: {
  db: Database;
  limiter?: SignInLimiter;
  scrypt?: ScryptParams;
}) {
  const limiter = options.limiter ?? unlimitedSignIns;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.adminUser) {
      const given = parseBasicAuth(request.headers.authorization);
      if (!given) return sendError(request, reply, 401, 'unauthorized', 'Sign in first');
      const login = given.user.trim().toLowerCase();
      const keys = signInKeys(request, login);
      const waitMs = await limiter.waitMs(request, keys);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return sendError(
          request,
          reply,
          429,
          'too_many_requests',
          `Too many failed sign-ins; retry in ${Math.ceil(waitMs / 1000)} s`,
        );
      }
      const user = await checkCredentials(options.db, login, given.password, options.scrypt);
      if (!user) {
        await limiter.failed(request, keys);
        await recordAudit(options.db, {
          actor: { id: null, login: login.slice(0, 254) },
          action: 'sign-in-failed',
          targetType: 'user',
          targetId: login.slice(0, 254),
          details: { via: 'basic' },
          ip: request.ip,
        });
        return sendError(request, reply, 401, 'invalid_credentials', 'Wrong login or password');
      }
      await limiter.succeeded(request, keys);
      request.adminUser = requestUser(user);
    }
    if (!mayWorkLeads(request.adminUser))
      return sendError(request, reply, 403, 'forbidden', 'Your role does not allow this');
    return undefined;
  };
}
