import type { Database } from '@corp/api/db';
import { adminUsers } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_SCRYPT,
  hashPassword,
  needsRehash,
  verifyNothing,
  verifyPassword,
} from './password';
import type { ScryptParams } from './password';
import { findUserByLogin } from './users';
import type { AdminUserRow } from './users';

/**
 * The user `login` names when `password` is theirs and they are active; undefined otherwise,
 * after the same work either way (an unknown login still costs one scrypt). A hash made with
 * older parameters is redone with `params`.
 */
export async function checkCredentials(
  db: Database,
  login: string,
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT,
): Promise<AdminUserRow | undefined> {
  const user = await findUserByLogin(db, login);
  if (!user?.passwordHash) {
    await verifyNothing(password, params);
    return undefined;
  }
  const matches = await verifyPassword(password, user.passwordHash);
  if (!matches || user.disabledAt) return undefined;
  if (needsRehash(user.passwordHash, params)) {
    const passwordHash = await hashPassword(password, params);
    await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, user.id));
    return { ...user, passwordHash };
  }
  return user;
}
