import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { auditCsvUrl, auditApi } from './audit.api';
import { retryAfterSeconds } from './errors';
import { sessionApi } from './session.api';
import { createAdminStore } from './store';
import { usersApi } from './users.api';

const user = {
  id: 'u1',
  login: 'ada',
  name: 'Ada',
  role: 'admin',
  sites: ['main'],
  locales: ['en'],
};
const seen: { method: string; path: string; csrf: string | null; credentials: string }[] = [];
const server = setupServer(
  http.post('http://localhost/admin/api/session', async ({ request }) => {
    const body = (await request.json()) as { password: string };
    if (body.password === 'locked')
      return HttpResponse.json(
        { code: 'too_many_requests', message: 'wait' },
        { status: 429, headers: { 'retry-after': '120' } },
      );
    return HttpResponse.json(
      { code: 'invalid_credentials', message: 'Wrong login or password' },
      { status: 401 },
    );
  }),
  http.all('http://localhost/admin/api/*', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname + url.search,
      csrf: request.headers.get('x-csrf-token'),
      credentials: request.credentials,
    });
    if (url.pathname === '/admin/api/session' && request.method === 'GET')
      return HttpResponse.json({ user, csrfToken: 'token-1' });
    if (url.pathname === '/admin/api/users' && request.method === 'GET')
      return HttpResponse.json({ code: 'unauthorized', message: 'Sign in' }, { status: 401 });
    if (url.pathname === '/admin/api/users' && request.method === 'POST')
      return HttpResponse.json(
        { user, inviteUrl: 'http://localhost/admin/invite/t' },
        { status: 201 },
      );
    if (url.pathname === '/admin/api/users/u1' && request.method === 'PATCH')
      return HttpResponse.json({ code: 'forbidden', message: 'Not allowed' }, { status: 403 });
    return HttpResponse.json({ data: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

async function signedInStore() {
  const store = createAdminStore();
  await store.dispatch(sessionApi.endpoints.getSession.initiate());
  return store;
}

describe('the admin base api', () => {
  it('keeps the session and its CSRF token from GET /admin/api/session', async () => {
    const store = await signedInStore();
    expect(store.getState().adminSession).toMatchObject({
      status: 'signed-in',
      csrfToken: 'token-1',
      user: { login: 'ada' },
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/admin/api/session', csrf: null });
    expect(seen[0]?.credentials).toBe('same-origin');
  });

  it('sends X-CSRF-Token on every change and never on a GET', async () => {
    const store = await signedInStore();
    await store.dispatch(
      usersApi.endpoints.inviteUser.initiate({
        login: 'bob',
        name: 'Bob',
        role: 'editor',
        sites: ['main'],
        locales: ['en', 'ru'],
      }),
    );
    await store.dispatch(auditApi.endpoints.listAudit.initiate({ actor: 'ada' }, {}));
    expect(seen.slice(1)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/admin/api/users', csrf: 'token-1' }),
      expect.objectContaining({ method: 'GET', path: '/admin/api/audit?actor=ada', csrf: null }),
    ]);
  });

  it('marks the session signed out on a 401 from any call, which sends the user to sign-in', async () => {
    const store = await signedInStore();
    const result = await store.dispatch(usersApi.endpoints.listUsers.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().adminSession).toMatchObject({
      status: 'signed-out',
      user: null,
      csrfToken: null,
    });
  });

  it('keeps the session on a wrong password: that 401 is the sign-in form’s own answer', async () => {
    const store = createAdminStore();
    const result = await store.dispatch(
      sessionApi.endpoints.signIn.initiate({ login: 'ada', password: 'wrong' }),
    );
    expect(result).toMatchObject({ error: { status: 401, data: { code: 'invalid_credentials' } } });
    expect(store.getState().adminSession.status).toBe('unknown');
  });

  it('hands the lockout’s wait (Retry-After) to the form', async () => {
    const store = createAdminStore();
    const result = await store.dispatch(
      sessionApi.endpoints.signIn.initiate({ login: 'ada', password: 'locked' }),
    );
    expect('error' in result && retryAfterSeconds(result.error)).toBe(120);
  });

  it('marks "not allowed" on a 403 and keeps the session', async () => {
    const store = await signedInStore();
    await store.dispatch(
      usersApi.endpoints.updateUser.initiate({ id: 'u1', change: { role: 'admin' } }),
    );
    expect(store.getState().adminSession.forbiddenAt).toEqual(expect.any(Number));
    expect(store.getState().adminSession.status).toBe('signed-in');
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', csrf: 'token-1' });
  });

  it('links the audit CSV with the list’s filter', () => {
    expect(auditCsvUrl({ actor: 'ada', action: 'sign-in', from: '', to: '2026-11-30' })).toBe(
      '/admin/api/audit.csv?actor=ada&action=sign-in&to=2026-11-30',
    );
    expect(auditCsvUrl({})).toBe('/admin/api/audit.csv');
  });
});
