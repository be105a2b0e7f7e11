import type { DatabaseHandle } from '@corp/api/db';
import { adminSessions, adminUsers, auditLog } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  accountsApp,
  addUser,
  PASSWORD,
  sessionCookieOf,
  signIn,
  testClock,
} from './accounts.test-support';
import { addActiveUser } from './bootstrap';
import { DEFAULT_SESSION_POLICY } from './sessions';

const MINUTE = 60_000;

describe(`admin sessions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  const clock = testClock();
  let app: Awaited<ReturnType<typeof accountsApp>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await accountsApp({ db: handle.db, now: clock.now, sessions: DEFAULT_SESSION_POLICY });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from admin_sessions`);
    await handle.db.execute(sql`delete from audit_log`);
    await handle.db.execute(sql`delete from admin_users`);
  });

  it('says there is no user yet, on GET and on a sign-in', async () => {
    const get = await app.inject({ url: '/admin/api/session' });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toMatchObject({
      code: 'no_users',
      message: expect.stringMatching(/ADMIN_USER/),
    });
    const { response } = await signIn(app, 'anyone');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('no_users');
  });

  it('signs in with a cookie that scripts cannot read, sent only to /admin, stored as a hash', async () => {
    await addUser(handle.db, 'Anna@Example.com', 'admin');
    const { response, token, csrf } = await signIn(app, ' anna@example.COM ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { login: 'anna@example.com', role: 'admin', status: 'active' },
      csrfToken: csrf,
    });
    const { header } = sessionCookieOf(response.headers);
    expect(header).toMatch(/; Path=\/admin;/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).not.toMatch(/Secure/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await handle.db.select().from(adminSessions);
    expect(rows.map((row) => row.id)).toEqual([createHash('sha256').update(token).digest('hex')]);
    const me = await app.inject({
      url: '/admin/api/session',
      headers: { cookie: `corp_admin=${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { login: 'anna@example.com' }, csrfToken: csrf });
  });

  it('marks the cookie Secure when a trusted proxy says https, not when a client does', async () => {
    await addUser(handle.db, 'anna', 'admin');
    const payload = { login: 'anna', password: PASSWORD };
    const viaProxy = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload,
    });
    expect(sessionCookieOf(viaProxy.headers).header).toMatch(/; Secure$/);
    const spoofed = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload,
    });
    expect(sessionCookieOf(spoofed.headers).header).not.toMatch(/Secure/);
  });

  it('refuses a wrong password and an unknown login alike, and logs the attempt without the password', async () => {
    await addUser(handle.db, 'anna', 'admin');
    for (const login of ['anna', 'nobody']) {
      const { response } = await signIn(app, login, 'wrong password!');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_credentials');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const entries = await handle.db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.actorLogin])).toEqual([
      ['sign-in-failed', 'anna'],
      ['sign-in-failed', 'nobody'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('wrong password');
  });

  it('gives a new token at every sign-in and ends the browser’s old session', async () => {
    await addUser(handle.db, 'anna', 'admin');
    const first = await signIn(app, 'anna');
    const second = await signIn(app, 'anna', PASSWORD, first.cookie);
    expect(second.token).not.toBe(first.token);
    expect(second.csrf).not.toBe(first.csrf);
    const old = await app.inject({ url: '/admin/api/session', headers: { cookie: first.cookie } });
    expect(old.statusCode).toBe(401);
    expect(sessionCookieOf(old.headers).header).toMatch(/^corp_admin=; .*Max-Age=0/);
    expect(
      (await app.inject({ url: '/admin/api/session', headers: { cookie: second.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(await handle.db.select().from(adminSessions)).toHaveLength(1);
  });

  it('ends after 30 idle minutes, sliding with each request; lastSeenAt written at most once a minute', async () => {
    await addUser(handle.db, 'anna', 'admin');
    const { cookie } = await signIn(app, 'anna');
    const me = () => app.inject({ url: '/admin/api/session', headers: { cookie } });
    const lastSeen = async () =>
      (await handle.db.select().from(adminSessions))[0]?.lastSeenAt.getTime();
    const signedInAt = await lastSeen();
    clock.advance(30 * 1000);
    expect((await me()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(signedInAt);
    clock.advance(25 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock.now().getTime());
    clock.advance(29 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await me()).statusCode).toBe(401);
    expect(await handle.db.select().from(adminSessions)).toHaveLength(0);
  });

  it('ends 12 hours after the sign-in however active', async () => {
    await addUser(handle.db, 'anna', 'admin');
    const { cookie, response } = await signIn(app, 'anna');
    expect(sessionCookieOf(response.headers).header).toMatch(/Max-Age=43200/);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect(
        (await app.inject({ url: '/admin/api/session', headers: { cookie } })).statusCode,
      ).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await app.inject({ url: '/admin/api/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('stops a disabled user’s session at once', async () => {
    const user = await addUser(handle.db, 'anna', 'editor');
    const { cookie } = await signIn(app, 'anna');
    await handle.db
      .update(adminUsers)
      .set({ disabledAt: clock.now() })
      .where(eq(adminUsers.id, user.id));
    expect((await app.inject({ url: '/admin/api/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await signIn(app, 'anna')).response.statusCode).toBe(401);
  });

  it('signs out: the session is gone and the cookie cleared', async () => {
    await addUser(handle.db, 'anna', 'admin');
    const session = await signIn(app, 'anna');
    const out = await app.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: session.headers,
    });
    expect(out.statusCode).toBe(204);
    expect(sessionCookieOf(out.headers).header).toMatch(/^corp_admin=; Path=\/admin; Max-Age=0/);
    expect(
      (await app.inject({ url: '/admin/api/session', headers: { cookie: session.cookie } }))
        .statusCode,
    ).toBe(401);
    const actions = (await handle.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(['sign-in', 'sign-out']);
  });

  it('redoes a hash made with older scrypt parameters at sign-in', async () => {
    const user = await addActiveUser(
      handle.db,
      { login: 'old', password: PASSWORD, role: 'admin' },
      { scrypt: { ln: 11, r: 8, p: 1 } },
    );
    expect(user.passwordHash).toMatch(/ln=11/);
    expect((await signIn(app, 'old')).response.statusCode).toBe(200);
    const [after] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(after?.passwordHash).toMatch(/^\$scrypt\$ln=10,/);
    expect((await signIn(app, 'old')).response.statusCode).toBe(200);
  });
});
