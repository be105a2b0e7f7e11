import type { AdminRole, Database } from '@corp/api/db';
import { adminUsers, recordAudit, SYSTEM_ACTOR } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SCRYPT, hashPassword, verifyPassword } from './password';
import type { ScryptParams } from './password';
import { endUserSessions, findUserByLogin } from './users';

/**
 * The first administrator from `ADMIN_USER`/`ADMIN_PASSWORD`, so deployments that had the basic
 * auth keep signing in with it: after this, `login` is an active administrator whose password is
 * `password` (created, or updated when the stored one no longer verifies). Safe to run in every
 * process at once. Returns what it did.
 */
export async function ensureFirstAdmin(
  db: Database,
  credentials: { user: string; password: string },
  options: { scrypt?: ScryptParams; now?: () => Date } = {},
): Promise<'created' | 'updated' | 'unchanged'> {
  const login = credentials.user.trim().toLowerCase();
  const now = options.now?.() ?? new Date();
  const existing = await findUserByLogin(db, login);
  const passwordOk = Boolean(
    existing?.passwordHash && (await verifyPassword(credentials.password, existing.passwordHash)),
  );
  if (existing && passwordOk && existing.role === 'admin' && !existing.disabledAt)
    return 'unchanged';
  const passwordHash = passwordOk
    ? (existing?.passwordHash as string)
    : await hashPassword(credentials.password, options.scrypt ?? DEFAULT_SCRYPT);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(adminUsers)
      .values({
        id: randomUUID(),
        login,
        name: login,
        role: 'admin',
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: adminUsers.login })
      .returning({ id: adminUsers.id });
    const [row] = created
      ? [created]
      : await tx
          .update(adminUsers)
          .set({ role: 'admin', passwordHash, disabledAt: null, updatedAt: now })
          .where(eq(adminUsers.login, login))
          .returning({ id: adminUsers.id });
    if (!created && row && !passwordOk) await endUserSessions(tx, row.id);
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: created ? 'user.invite' : 'user.update',
      targetType: 'user',
      targetId: row?.id ?? '',
      details: { login, source: 'ADMIN_USER', ...(created ? { role: 'admin' } : {}) },
    });
    return created ? 'created' : 'updated';
  });
}

/**
 * Adds an active user with a password at once, without an invitation (scripts and tests; people
 * are invited through `POST /admin/api/users`).
 */
export async function addActiveUser(
  db: Database,
  user: {
    login: string;
    password: string;
    role: AdminRole;
    name?: string;
    sites?: string[];
    locales?: string[];
  },
  options: { scrypt?: ScryptParams } = {},
) {
  const [row] = await db
    .insert(adminUsers)
    .values({
      id: randomUUID(),
      login: user.login.trim().toLowerCase(),
      name: user.name ?? user.login,
      role: user.role,
      sites: user.sites ?? [],
      locales: user.locales ?? [],
      passwordHash: await hashPassword(user.password, options.scrypt ?? DEFAULT_SCRYPT),
    })
    .returning();
  return row as NonNullable<typeof row>;
}
