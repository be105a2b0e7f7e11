import type { AdminUser } from '@corp/api/core';
import type { Database } from '@corp/api/db';
import { adminSessions, adminUsers } from '@corp/api/db';
import type { AdminUserView } from '@corp/shared/contracts';
import { asc, eq, sql } from 'drizzle-orm';

export type AdminUserRow = typeof adminUsers.$inferSelect;

/** `disabled` when disabled; `invited` until a password is set; else `active`. */
export function statusOf(row: AdminUserRow): AdminUserView['status'] {
  if (row.disabledAt) return 'disabled';
  return row.passwordHash ? 'active' : 'invited';
}

/** A user as the API shows it (no hash, no invitation). */
export function userView(row: AdminUserRow): AdminUserView {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    role: row.role,
    sites: row.sites as AdminUserView['sites'],
    locales: row.locales as AdminUserView['locales'],
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The person of a request (`request.adminUser`). */
export function requestUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    role: row.role,
    sites: row.sites,
    locales: row.locales,
  };
}

export async function findUserByLogin(db: Database, login: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.login, login)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row;
}

export async function listUsers(db: Database) {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.login));
}

/** How many users there are at all (none: the first administrator is still to be made). */
export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.count ?? 0;
}

/** Ends every session of a user (disabled, or a new password set). */
export async function endUserSessions(db: Pick<Database, 'delete'>, userId: string) {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
}
