import type { DatabaseHandle } from '@corp/api/db';
import { adminSessions, adminUsers, auditLog } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { accountsApp, addUser, sessionCookieOf, signIn, testClock } from './accounts.test-support';
import { INVITE_TTL_MS } from './invites';

const json = { 'content-type': 'application/json' };

describe(`users and invitations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  const clock = testClock();
  let app: Awaited<ReturnType<typeof accountsApp>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let adminId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await accountsApp({ db: handle.db, now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from admin_sessions`);
    await handle.db.execute(sql`delete from audit_log`);
    await handle.db.execute(sql`delete from admin_users`);
    adminId = (await addUser(handle.db, 'boss', 'admin')).id;
    admin = await signIn(app, 'boss');
  });

  const invite = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/admin/api/users', headers: admin.headers, payload: body });
  const editor = {
    login: 'Ed@Corp.Example',
    name: 'Ed',
    role: 'editor',
    sites: ['main'],
    locales: ['en', 'ru'],
  };

  it('invites a user with a one-time link that stores only its hash and lasts 7 days', async () => {
    const response = await invite(editor);
    expect(response.statusCode).toBe(201);
    const { user, inviteUrl } = response.json();
    expect(user).toMatchObject({
      login: 'ed@corp.example',
      role: 'editor',
      sites: ['main'],
      locales: ['en', 'ru'],
      status: 'invited',
    });
    expect(inviteUrl).toMatch(/^\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = inviteUrl.split('/').pop() as string;
    const [row] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(row?.inviteHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.inviteExpiresAt?.getTime()).toBe(clock.now().getTime() + INVITE_TTL_MS);
    expect(JSON.stringify(row)).not.toContain(token);

    const info = await app.inject({ url: `/admin/api/invites/${token}` });
    expect(info.json()).toEqual({ login: 'ed@corp.example', name: 'Ed' });

    const short = await app.inject({
      method: 'POST',
      url: `/admin/api/invites/${token}`,
      headers: json,
      payload: { password: 'too short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'password_too_short',
      fields: { password: 'too-short' },
    });
    const long = await app.inject({
      method: 'POST',
      url: `/admin/api/invites/${token}`,
      headers: json,
      payload: { password: 'x'.repeat(257) },
    });
    expect(long.json().code).toBe('password_too_long');

    const accepted = await app.inject({
      method: 'POST',
      url: `/admin/api/invites/${token}`,
      headers: json,
      payload: { password: 'a good long password' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      user: { login: 'ed@corp.example', status: 'active' },
      csrfToken: expect.any(String),
    });
    const cookie = `corp_admin=${sessionCookieOf(accepted.headers).token}`;
    expect(
      (await app.inject({ url: '/admin/api/session', headers: { cookie } })).json().user.login,
    ).toBe('ed@corp.example');
    // One use only.
    expect((await app.inject({ url: `/admin/api/invites/${token}` })).statusCode).toBe(404);
    expect((await signIn(app, 'ed@corp.example', 'a good long password')).response.statusCode).toBe(
      200,
    );
    const actions = (await handle.db.select().from(auditLog)).map(
      (e) => `${e.action}:${e.actorLogin}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['user.invite:boss', 'invite.accept:ed@corp.example']),
    );
  });

  it('lets an invitation expire after 7 days, and a re-invite gives a fresh link', async () => {
    const { user, inviteUrl } = (await invite(editor)).json();
    clock.advance(INVITE_TTL_MS);
    const token = inviteUrl.split('/').pop();
    expect((await app.inject({ url: `/admin/api/invites/${token}` })).statusCode).toBe(404);
    admin = await signIn(app, 'boss');
    const again = await app.inject({
      method: 'POST',
      url: `/admin/api/users/${user.id}/invite`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(200);
    const fresh = again.json().inviteUrl as string;
    expect(fresh).not.toBe(inviteUrl);
    expect(
      (await app.inject({ url: `/admin/api/invites/${fresh.split('/').pop()}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a taken login and bad fields, naming the field, changing nothing', async () => {
    expect((await invite(editor)).statusCode).toBe(201);
    const taken = await invite({ ...editor, login: 'ed@corp.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'login_taken', fields: { login: 'wrong-value' } });
    const badSite = await invite({ ...editor, login: 'x@corp.example', sites: ['mars'] });
    expect(badSite.statusCode).toBe(400);
    expect(Object.keys(badSite.json().fields)).toEqual(['sites.0']);
    const badLocale = await invite({ ...editor, login: 'x@corp.example', locales: ['fr'] });
    expect(badLocale.statusCode).toBe(400);
    const badRole = await invite({ ...editor, login: 'x@corp.example', role: 'root' });
    expect(badRole.json().fields).toHaveProperty('role');
    const list = await app.inject({ url: '/admin/api/users', headers: admin.headers });
    expect(list.json().data.map((u: { login: string }) => u.login)).toEqual([
      'boss',
      'ed@corp.example',
    ]);
  });

  it('changes name, role, sites and locales; disabling signs the user out everywhere', async () => {
    const ed = await addUser(handle.db, 'ed', 'editor', { sites: ['main'], locales: ['en'] });
    const edSession = await signIn(app, 'ed');
    const patch = (body: Record<string, unknown>, id = ed.id) =>
      app.inject({
        method: 'PATCH',
        url: `/admin/api/users/${id}`,
        headers: admin.headers,
        payload: body,
      });
    const changed = await patch({ name: 'Eddie', sites: ['asia'], locales: ['ru', 'kz'] });
    expect(changed.json().user).toMatchObject({
      name: 'Eddie',
      sites: ['asia'],
      locales: ['ru', 'kz'],
      status: 'active',
    });
    expect(
      (
        await app.inject({ url: '/admin/api/session', headers: { cookie: edSession.cookie } })
      ).json().user.sites,
    ).toEqual(['asia']);
    const disabled = await patch({ disabled: true });
    expect(disabled.json().user.status).toBe('disabled');
    expect(
      await handle.db.select().from(adminSessions).where(eq(adminSessions.userId, ed.id)),
    ).toHaveLength(0);
    expect(
      (await app.inject({ url: '/admin/api/session', headers: { cookie: edSession.cookie } }))
        .statusCode,
    ).toBe(401);
    expect((await signIn(app, 'ed')).response.statusCode).toBe(401);
    expect((await patch({ disabled: false })).json().user.status).toBe('active');
    expect((await signIn(app, 'ed')).response.statusCode).toBe(200);
    const actions = (await handle.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.update', 'user.disable', 'user.enable']));
    const update = (
      await handle.db.select().from(auditLog).where(eq(auditLog.action, 'user.update'))
    )[0];
    expect(update?.details).toMatchObject({ changed: { sites: { from: ['main'], to: ['asia'] } } });
    expect(
      (await patch({ role: 'admin' }, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await patch({ disabled: 'yes' })).statusCode).toBe(400);
  });

  it('does not let an administrator disable or demote themselves', async () => {
    for (const body of [{ disabled: true }, { role: 'editor' }]) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/admin/api/users/${adminId}`,
        headers: admin.headers,
        payload: body,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('self_lockout');
    }
    expect(
      (await app.inject({ url: '/admin/api/session', headers: { cookie: admin.cookie } })).json()
        .user,
    ).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('keeps users to administrators: editors and sales get 403', async () => {
    await addUser(handle.db, 'ed', 'editor', { sites: ['main'], locales: ['en'] });
    await addUser(handle.db, 'sam', 'sales');
    for (const login of ['ed', 'sam']) {
      const session = await signIn(app, login);
      expect(
        (await app.inject({ url: '/admin/api/users', headers: session.headers })).statusCode,
      ).toBe(403);
      const created = await app.inject({
        method: 'POST',
        url: '/admin/api/users',
        headers: session.headers,
        payload: editor,
      });
      expect(created.statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/admin/api/users' })).statusCode).toBe(401);
  });
});
