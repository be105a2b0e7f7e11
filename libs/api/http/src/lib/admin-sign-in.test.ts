import { openTestApi } from '../testing';
import type { TestApi } from '../testing';
import { API_PATHS } from './api-routes';

const PASSWORD = 'correct horse battery staple';
const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: PASSWORD, ADMIN_FAILURE_LIMIT: '3' };

const signIn = (api: TestApi, remoteAddress: string, login: string, password: string) =>
  api.app.inject({
    method: 'POST',
    url: '/admin/api/session',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: { login, password },
  });

describe('signing in at /admin/api/session, served by the API (issue 43)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(ADMIN);
  }, 60_000);
  afterAll(() => api.close());

  it('has ADMIN_USER/ADMIN_PASSWORD as the first administrator', async () => {
    const response = await signIn(api, '10.43.0.1', 'marketing', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      login: 'marketing',
      role: 'admin',
      status: 'active',
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      /^corp_admin=[A-Za-z0-9_-]{43}; Path=\/admin; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
    const me = await api.app.inject({
      url: '/admin/api/session',
      headers: { cookie: cookie.split(';')[0] as string },
    });
    expect(me.json().user.login).toBe('marketing');
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('makes an address that keeps failing wait, the right password included', async () => {
    const from = '10.43.0.2';
    const failures = [];
    for (const login of ['a', 'b', 'c'])
      failures.push((await signIn(api, from, login, 'guess-guess-1')).statusCode);
    expect(failures).toEqual([401, 401, 401]);
    const locked = await signIn(api, from, 'marketing', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().code).toBe('too_many_requests');
    // The exports' basic auth shares the address's budget.
    const basic = `Basic ${Buffer.from(`marketing:${PASSWORD}`).toString('base64')}`;
    const exported = await api.app.inject({
      url: '/admin/api/leads.csv',
      remoteAddress: from,
      headers: { authorization: basic },
    });
    expect(exported.statusCode).toBe(429);
  });

  it('also counts per login: guesses at one login from many addresses lock that login', async () => {
    const statuses = [];
    for (let n = 0; n < 3; n += 1)
      statuses.push(
        (await signIn(api, `10.43.1.${n}`, 'victim@corp.example', 'guess-guess-1')).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401]);
    expect(
      (await signIn(api, '10.43.1.99', 'victim@corp.example', 'guess-guess-1')).statusCode,
    ).toBe(429);
    // Another login from a fresh address is not held back.
    expect((await signIn(api, '10.43.1.100', 'marketing', PASSWORD)).statusCode).toBe(200);
  });

  it('does not count a signed-out GET of the session as a failed sign-in', async () => {
    const from = '10.43.2.1';
    for (let n = 0; n < 5; n += 1)
      expect(
        (await api.app.inject({ url: '/admin/api/session', remoteAddress: from })).statusCode,
      ).toBe(401);
    expect((await signIn(api, from, 'marketing', PASSWORD)).statusCode).toBe(200);
  });
});

describe('without ADMIN_USER and without users', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({});
  }, 60_000);
  afterAll(() => api.close());

  it('says how to make the first administrator', async () => {
    const response = await api.app.inject({ url: '/admin/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'no_users',
      message: expect.stringMatching(/ADMIN_USER and ADMIN_PASSWORD/),
    });
  });
});

it('proxies /admin/api to the API and leaves the rest of /admin to the admin app', () => {
  expect(API_PATHS).toContain('/admin/api');
  expect(API_PATHS).not.toContain('/admin');
});
