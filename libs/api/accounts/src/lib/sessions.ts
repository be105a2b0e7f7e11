import type { Database } from '@corp/api/db';
import { adminSessions, adminUsers } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import { newToken, tokenHash, TOKEN_FORMAT } from './tokens';
import type { AdminUserRow } from './users';

/** How long a session lives: idle (sliding) and absolute, in milliseconds. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
};

/** `lastSeenAt` is written at most this often (a busy editor is not a write per request). */
export const LAST_SEEN_GRANULARITY_MS = 60_000;

export interface NewSession {
  /** The cookie's value; only its sha256 is stored. */
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** Starts a session for `userId`: a fresh random token (never one the browser sent). */
export async function createSession(
  db: Pick<Database, 'insert'>,
  userId: string,
  now: Date,
  policy: SessionPolicy,
): Promise<NewSession> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(adminSessions).values({
    id: tokenHash(token),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, csrfToken, expiresAt };
}

export interface LiveSession {
  id: string;
  csrfToken: string;
  user: AdminUserRow;
}

/**
 * The session of a cookie's token, when it is still alive: not past its absolute or idle
 * expiry, its user active (a disabled user's sessions stop at once). A dead session is deleted;
 * a live one has `lastSeenAt` moved on (at most once a minute).
 */
export async function readSession(
  db: Database,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<LiveSession | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const id = tokenHash(token);
  const [row] = await db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id))
    .limit(1);
  if (!row) return undefined;
  const { session, user } = row;
  const t = now.getTime();
  const dead =
    session.expiresAt.getTime() <= t ||
    session.lastSeenAt.getTime() + policy.idleMs <= t ||
    user.disabledAt !== null ||
    user.passwordHash === null;
  if (dead) {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
    return undefined;
  }
  if (t - session.lastSeenAt.getTime() >= LAST_SEEN_GRANULARITY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, id));
  }
  return { id, csrfToken: session.csrfToken, user };
}

/** Ends the session of a cookie's token (sign-out, or a new sign-in in the same browser). */
export async function deleteSession(db: Pick<Database, 'delete'>, token: string) {
  if (!TOKEN_FORMAT.test(token)) return;
  await db.delete(adminSessions).where(eq(adminSessions.id, tokenHash(token)));
}
