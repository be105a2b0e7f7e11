import type { DatabaseHandle } from '@corp/api/db';
import { adminUsers, auditLog } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { eq, sql } from 'drizzle-orm';
import { accountsApp, signIn, TEST_SCRYPT } from './accounts.test-support';
import { ensureFirstAdmin } from './bootstrap';
import { verifyPassword } from './password';

describe(`the first administrator from ADMIN_USER/ADMIN_PASSWORD (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  const options = { scrypt: TEST_SCRYPT };

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.execute(sql`delete from audit_log`);
    await handle.db.execute(sql`delete from admin_users`);
  });

  it('creates the administrator, who then signs in with that password', async () => {
    await expect(
      ensureFirstAdmin(handle.db, { user: 'Marketing', password: 'old-short' }, options),
    ).resolves.toBe('created');
    const [row] = await handle.db.select().from(adminUsers);
    expect(row).toMatchObject({ login: 'marketing', role: 'admin', disabledAt: null });
    const app = await accountsApp({ db: handle.db });
    try {
      expect((await signIn(app, 'marketing', 'old-short')).response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const [entry] = await handle.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorLogin: 'system',
      details: { login: 'marketing', source: 'ADMIN_USER' },
    });
  });

  it('leaves it alone while the password verifies, and updates it when it no longer does', async () => {
    await ensureFirstAdmin(handle.db, { user: 'marketing', password: 'first password' }, options);
    await expect(
      ensureFirstAdmin(handle.db, { user: 'marketing', password: 'first password' }, options),
    ).resolves.toBe('unchanged');
    await expect(
      ensureFirstAdmin(handle.db, { user: 'marketing', password: 'second password' }, options),
    ).resolves.toBe('updated');
    const [row] = await handle.db.select().from(adminUsers);
    await expect(verifyPassword('second password', row?.passwordHash ?? '')).resolves.toBe(true);
    expect(await handle.db.select().from(adminUsers)).toHaveLength(1);
  });

  it('makes a demoted or disabled ADMIN_USER an active administrator again', async () => {
    await ensureFirstAdmin(handle.db, { user: 'marketing', password: 'first password' }, options);
    await handle.db
      .update(adminUsers)
      .set({ role: 'editor', disabledAt: new Date() })
      .where(eq(adminUsers.login, 'marketing'));
    await expect(
      ensureFirstAdmin(handle.db, { user: 'marketing', password: 'first password' }, options),
    ).resolves.toBe('updated');
    const [row] = await handle.db.select().from(adminUsers);
    expect(row).toMatchObject({ role: 'admin', disabledAt: null });
  });

  it('is safe when several processes start at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ensureFirstAdmin(handle.db, { user: 'marketing', password: 'same password' }, options),
      ),
    );
    expect(results).toContain('created');
    expect(await handle.db.select().from(adminUsers)).toHaveLength(1);
  });
});
