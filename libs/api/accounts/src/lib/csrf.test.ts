import type { DatabaseHandle } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { accountsApp, addUser, PASSWORD, signIn } from './accounts.test-support';

describe(`CSRF on /admin/api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof accountsApp>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await accountsApp({ db: handle.db });
    await addUser(handle.db, 'anna', 'admin');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('refuses a change without the session’s X-CSRF-Token, or with a wrong one', async () => {
    const { cookie, csrf } = await signIn(app, 'anna');
    for (const headers of [
      { cookie },
      { cookie, 'x-csrf-token': `${csrf.slice(0, -1)}x` },
      { cookie, 'x-csrf-token': '' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/admin/api/echo',
        headers,
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf' });
    }
    const signOut = await app.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBe(403);
    expect((await app.inject({ url: '/admin/api/session', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('lets the change through with the right token', async () => {
    const { headers } = await signIn(app, 'anna');
    const response = await app.inject({
      method: 'POST',
      url: '/admin/api/echo',
      headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: 'anna' });
  });

  it('does not take another session’s token', async () => {
    const one = await signIn(app, 'anna');
    const two = await signIn(app, 'anna');
    const response = await app.inject({
      method: 'POST',
      url: '/admin/api/echo',
      headers: { cookie: one.cookie, 'x-csrf-token': two.csrf },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('takes a sign-in only as JSON, and only from its own origin when an Origin is sent', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `login=anna&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(form.statusCode).toBe(415);
    expect(form.headers['set-cookie']).toBeUndefined();
    const text = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ login: 'anna', password: PASSWORD }),
    });
    expect(text.statusCode).toBe(415);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: {
        'content-type': 'application/json',
        host: 'corp.example',
        origin: 'https://evil.example',
      },
      payload: { login: 'anna', password: PASSWORD },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('csrf');
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    const sameSite = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        host: 'corp.example',
        origin: 'http://corp.example',
      },
      payload: { login: 'anna', password: PASSWORD },
    });
    expect(sameSite.statusCode).toBe(200);
    // Behind a TLS proxy that is not trusted, the page's https origin on the same host.
    const behindTls = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: {
        'content-type': 'application/json',
        host: 'corp.example',
        origin: 'https://corp.example',
      },
      payload: { login: 'anna', password: PASSWORD },
    });
    expect(behindTls.statusCode).toBe(200);
    const otherPort = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: {
        'content-type': 'application/json',
        host: 'corp.example',
        origin: 'http://corp.example:8080',
      },
      payload: { login: 'anna', password: PASSWORD },
    });
    expect(otherPort.statusCode).toBe(403);
  });

  it('refuses invitation acceptance from another origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/admin/api/invites/${'a'.repeat(43)}`,
      headers: {
        'content-type': 'application/json',
        host: 'corp.example',
        origin: 'http://other.example',
      },
      payload: { password: 'a long enough password' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf');
  });

  it('answers a change without any session 401 (no ambient credential to forge)', async () => {
    const response = await app.inject({ method: 'POST', url: '/admin/api/users', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
