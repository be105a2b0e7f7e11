import { handleApiError } from '@corp/api/core';
import type { Database } from '@corp/api/db';
import Fastify from 'fastify';
import type { AccountsOptions } from './accounts-options';
import { addActiveUser } from './bootstrap';
import type { ScryptParams } from './password';
import { installSessionHook } from './session-hook';
import { sessionRoutes } from './session-routes';
import { userRoutes } from './user-routes';

/** A cheap scrypt for tests (the parameters are the code's, not the test's, concern). */
export const TEST_SCRYPT: ScryptParams = { ln: 10, r: 8, p: 1 };
export const PASSWORD = 'correct horse battery';

/** A settable clock. */
export function testClock(start = '2026-11-20T09:00:00Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** The accounts routes under `/admin/api` on their own Fastify, plus `POST /admin/api/echo`. */
export async function accountsApp(options: Omit<AccountsOptions, 'scrypt'> & { db: Database }) {
  const app = Fastify({ trustProxy: ['127.0.0.1'] });
  app.setErrorHandler(handleApiError);
  const accounts = { ...options, scrypt: TEST_SCRYPT };
  await app.register(
    async (admin) => {
      installSessionHook(admin, accounts);
      await admin.register(sessionRoutes, accounts);
      await admin.register(userRoutes, accounts);
      admin.post('/echo', async (request) => ({ user: request.adminUser?.login ?? null }));
    },
    { prefix: '/admin/api' },
  );
  await app.ready();
  return app;
}

export const addUser = (
  db: Database,
  login: string,
  role: 'admin' | 'editor' | 'sales',
  extra: { sites?: string[]; locales?: string[] } = {},
) => addActiveUser(db, { login, password: PASSWORD, role, ...extra }, { scrypt: TEST_SCRYPT });

/** The `corp_admin` value of a response's Set-Cookie, and the whole header. */
export function sessionCookieOf(headers: Record<string, unknown>) {
  const raw = headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]).filter(Boolean) as string[];
  const header = all.find((line) => line.startsWith('corp_admin=')) ?? '';
  const token = /^corp_admin=([^;]*)/.exec(header)?.[1] ?? '';
  return { header, token };
}

type App = Awaited<ReturnType<typeof accountsApp>>;

/** Signs in; returns the cookie header to send and the CSRF token. */
export async function signIn(app: App, login: string, password = PASSWORD, cookie?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/api/session',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { login, password },
  });
  const { token } = sessionCookieOf(response.headers);
  const body = response.json() as { csrfToken?: string };
  return {
    response,
    token,
    cookie: `corp_admin=${token}`,
    csrf: body.csrfToken ?? '',
    headers: { cookie: `corp_admin=${token}`, 'x-csrf-token': body.csrfToken ?? '' },
  };
}
