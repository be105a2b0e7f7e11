import { HttpError, parseOr400, sendError } from '@corp/api/core';
import { adminUsers, recordAudit } from '@corp/api/db';
import {
  acceptInviteRequestSchema,
  passwordProblem,
  signInRequestSchema,
} from '@corp/shared/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { signInKeys, unlimitedSignIns } from './accounts-options';
import type { AccountsOptions } from './accounts-options';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './cookie';
import { DEFAULT_SCRYPT, hashPassword } from './password';
import { createSession, DEFAULT_SESSION_POLICY, deleteSession } from './sessions';
import { checkCredentials } from './sign-in';
import { TOKEN_FORMAT, tokenHash } from './tokens';
import { countUsers, endUserSessions, findUserById, userView } from './users';
import type { AdminUserRow } from './users';

export const NO_USERS_MESSAGE =
  'No administrator yet: set ADMIN_USER and ADMIN_PASSWORD and restart the server to create the first one';

/**
 * `POST/GET/DELETE /session` (sign in, who am I, sign out) and `GET/POST /invites/:token` (whom
 * an invitation is for; set the password and sign in). Registered under `/admin/api` inside the
 * context of `installSessionHook`.
 */
export const sessionRoutes: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const { db } = options;
  const policy = options.sessions ?? DEFAULT_SESSION_POLICY;
  const now = options.now ?? (() => new Date());
  const limiter = options.limiter ?? unlimitedSignIns;
  const scrypt = options.scrypt ?? DEFAULT_SCRYPT;

  /** A new session for `user` in this browser: the browser's old one ends, a new token is set. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: AdminUserRow) {
    const old = sessionTokenOf(request);
    if (old) await deleteSession(db, old);
    const session = await createSession(db, user.id, now(), policy);
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', sessionCookie(request, session.token, policy.absoluteMs));
    return { user: userView(user), csrfToken: session.csrfToken };
  }

  app.post('/session', { config: { adminCsrf: 'json' } }, async (request, reply) => {
    const { login, password } = parseOr400(signInRequestSchema, request.body);
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
    if ((await countUsers(db)) === 0)
      return sendError(request, reply, 401, 'no_users', NO_USERS_MESSAGE);
    const user = await checkCredentials(db, login, password, scrypt);
    if (!user) {
      await limiter.failed(request, keys);
      await recordAudit(db, {
        actor: { id: null, login },
        action: 'sign-in-failed',
        targetType: 'user',
        targetId: login,
        ip: request.ip,
      });
      return sendError(request, reply, 401, 'invalid_credentials', 'Wrong login or password');
    }
    await limiter.succeeded(request, keys);
    const body = await startSession(request, reply, user);
    await recordAudit(db, {
      actor: { id: user.id, login: user.login },
      action: 'sign-in',
      targetType: 'user',
      targetId: user.id,
      ip: request.ip,
    });
    return body;
  });

  app.get('/session', async (request, reply) => {
    const session = request.adminSession;
    const user = request.adminUser && (await findUserById(db, request.adminUser.id));
    if (session && user) return { user: userView(user), csrfToken: session.csrfToken };
    if ((await countUsers(db)) === 0)
      return sendError(request, reply, 401, 'no_users', NO_USERS_MESSAGE);
    return sendError(request, reply, 401, 'unauthorized', 'Sign in first');
  });

  app.delete('/session', async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await deleteSession(db, token);
    const user = request.adminUser;
    if (user) {
      await recordAudit(db, {
        actor: { id: user.id, login: user.login },
        action: 'sign-out',
        targetType: 'user',
        targetId: user.id,
        ip: request.ip,
      });
    }
    reply.removeHeader('set-cookie');
    return reply.code(204).header('set-cookie', clearedSessionCookie(request)).send();
  });

  /** The invited user of a link's token, while the invitation is open. */
  async function invitedBy(token: string) {
    if (!TOKEN_FORMAT.test(token)) return undefined;
    const [user] = await db
      .select()
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.inviteHash, tokenHash(token)),
          gt(adminUsers.inviteExpiresAt, now()),
          isNull(adminUsers.disabledAt),
        ),
      )
      .limit(1);
    return user;
  }
  const noInvite = () =>
    new HttpError(404, 'This invitation is unknown, used or expired', 'invite_not_found');

  app.get<{ Params: { token: string } }>('/invites/:token', async (request) => {
    const user = await invitedBy(request.params.token);
    if (!user) throw noInvite();
    return { login: user.login, name: user.name };
  });

  app.post<{ Params: { token: string } }>(
    '/invites/:token',
    { config: { adminCsrf: 'json' } },
    async (request, reply) => {
      const { password } = parseOr400(acceptInviteRequestSchema, request.body);
      const invited = await invitedBy(request.params.token);
      if (!invited) throw noInvite();
      const problem = passwordProblem(password);
      if (problem)
        throw new HttpError(
          422,
          problem === 'password_too_short'
            ? 'The password needs at least 12 characters'
            : 'The password may have at most 256 characters',
          problem,
          { password: problem === 'password_too_short' ? 'too-short' : 'too-long' },
        );
      const passwordHash = await hashPassword(password, scrypt);
      const user = await db.transaction(async (tx) => {
        // Only while the invitation is still the one the link names (two tabs: one wins).
        const [updated] = await tx
          .update(adminUsers)
          .set({ passwordHash, inviteHash: null, inviteExpiresAt: null, updatedAt: now() })
          .where(
            and(
              eq(adminUsers.id, invited.id),
              eq(adminUsers.inviteHash, tokenHash(request.params.token)),
            ),
          )
          .returning();
        if (!updated) return undefined;
        await endUserSessions(tx, updated.id);
        await recordAudit(tx, {
          actor: { id: updated.id, login: updated.login },
          action: 'invite.accept',
          targetType: 'user',
          targetId: updated.id,
          ip: request.ip,
        });
        return updated;
      });
      if (!user) throw noInvite();
      return startSession(request, reply, user);
    },
  );
};
