import { HttpError, parseOr400, requireRole } from '@corp/api/core';
import { adminUsers, recordAudit } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { createUserRequestSchema, updateUserRequestSchema } from '@corp/shared/contracts';
import type { UpdateUserRequest } from '@corp/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AccountsOptions } from './accounts-options';
import { newInvite } from './invites';
import { endUserSessions, findUserById, findUserByLogin, listUsers, userView } from './users';
import type { AdminUserRow } from './users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const actorOf = (request: FastifyRequest) => {
  const user = request.adminUser;
  if (!user) throw new HttpError(401, 'Sign in first');
  return { id: user.id, login: user.login };
};

async function userOr404(db: Database, id: string) {
  const user = UUID.test(id) ? await findUserById(db, id) : undefined;
  if (!user) throw new HttpError(404, 'No such user', 'not_found');
  return user;
}

/** What a PATCH changes, field by field (`{ role: ['editor', 'admin'] }`), for the audit log. */
function changesOf(before: AdminUserRow, patch: UpdateUserRequest) {
  const changed: Record<string, unknown> = {};
  for (const field of ['name', 'role', 'sites', 'locales'] as const) {
    const next = patch[field];
    if (next !== undefined && JSON.stringify(next) !== JSON.stringify(before[field]))
      changed[field] = { from: before[field], to: next };
  }
  return changed;
}

/**
 * Administrators manage the users: `GET /users`, `POST /users` (invite), `PATCH /users/:id`,
 * `POST /users/:id/invite` (a fresh link). Every change is in the audit log.
 */
export const userRoutes: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  app.addHook('preHandler', requireRole('admin'));

  app.get('/users', async () => ({ data: (await listUsers(db)).map(userView) }));

  app.post('/users', async (request, reply) => {
    const body = parseOr400(createUserRequestSchema, request.body);
    const actor = actorOf(request);
    if (await findUserByLogin(db, body.login))
      throw new HttpError(409, 'A user with this login exists', 'login_taken', {
        login: 'wrong-value',
      });
    const invite = newInvite(now());
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(adminUsers)
        .values({
          id: randomUUID(),
          login: body.login,
          name: body.name,
          role: body.role,
          sites: body.sites,
          locales: body.locales,
          inviteHash: invite.inviteHash,
          inviteExpiresAt: invite.inviteExpiresAt,
          createdBy: actor.id,
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing({ target: adminUsers.login })
        .returning();
      if (!created) return undefined;
      await recordAudit(tx, {
        actor,
        action: 'user.invite',
        targetType: 'user',
        targetId: created.id,
        details: {
          login: created.login,
          role: created.role,
          sites: created.sites,
          locales: created.locales,
        },
        ip: request.ip,
      });
      return created;
    });
    if (!user)
      throw new HttpError(409, 'A user with this login exists', 'login_taken', {
        login: 'wrong-value',
      });
    return reply.code(201).send({ user: userView(user), inviteUrl: invite.inviteUrl });
  });

  app.patch<{ Params: { id: string } }>('/users/:id', async (request) => {
    const patch = parseOr400(updateUserRequestSchema, request.body);
    const actor = actorOf(request);
    const before = await userOr404(db, request.params.id);
    if (
      before.id === actor.id &&
      (patch.disabled === true || (patch.role && patch.role !== 'admin'))
    )
      throw new HttpError(
        409,
        'You cannot disable yourself or take away your own administrator role',
        'self_lockout',
        patch.disabled === true ? { disabled: 'wrong-value' } : { role: 'wrong-value' },
      );
    const changed = changesOf(before, patch);
    const disable = patch.disabled === true && !before.disabledAt;
    const enable = patch.disabled === false && Boolean(before.disabledAt);
    if (!Object.keys(changed).length && !disable && !enable) return { user: userView(before) };
    const user = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(adminUsers)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.role !== undefined ? { role: patch.role } : {}),
          ...(patch.sites !== undefined ? { sites: patch.sites } : {}),
          ...(patch.locales !== undefined ? { locales: patch.locales } : {}),
          ...(disable ? { disabledAt: now() } : enable ? { disabledAt: null } : {}),
          updatedAt: now(),
        })
        .where(eq(adminUsers.id, before.id))
        .returning();
      const row = updated as AdminUserRow;
      // A disabled user is signed out everywhere at once; a changed role applies at the next request.
      if (disable) await endUserSessions(tx, row.id);
      const base = { actor, targetType: 'user', targetId: row.id, ip: request.ip };
      if (Object.keys(changed).length)
        await recordAudit(tx, {
          ...base,
          action: 'user.update',
          details: { login: row.login, changed },
        });
      if (disable)
        await recordAudit(tx, { ...base, action: 'user.disable', details: { login: row.login } });
      if (enable)
        await recordAudit(tx, { ...base, action: 'user.enable', details: { login: row.login } });
      return row;
    });
    return { user: userView(user) };
  });

  app.post<{ Params: { id: string } }>('/users/:id/invite', async (request) => {
    const actor = actorOf(request);
    const user = await userOr404(db, request.params.id);
    if (user.disabledAt)
      throw new HttpError(409, 'The user is disabled: enable them first', 'user_disabled');
    const invite = newInvite(now());
    await db.transaction(async (tx) => {
      await tx
        .update(adminUsers)
        .set({
          inviteHash: invite.inviteHash,
          inviteExpiresAt: invite.inviteExpiresAt,
          updatedAt: now(),
        })
        .where(eq(adminUsers.id, user.id));
      await recordAudit(tx, {
        actor,
        action: 'user.invite',
        targetType: 'user',
        targetId: user.id,
        details: { login: user.login, again: true },
        ip: request.ip,
      });
    });
    return { inviteUrl: invite.inviteUrl };
  });
};
