import { addActiveUser } from '@corp/api/accounts';
import { ADMIN_API_PREFIX, adminApi } from '@corp/api/admin';
import type { Database } from '@corp/api/db';
import { databaseFileStore, leads } from '@corp/api/db';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { inboxRoutes } from '../lib/inbox-routes';
import type { InboxRoutesOptions } from '../lib/inbox-routes';

export const TEST_PASSWORD = 'correct horse battery';
const SCRYPT = { ln: 10, r: 8, p: 1 };

/** The admin API with the inbox registered as the host does (inside `extend`, `/leads`). */
export async function inboxTestApp(
  db: Database,
  options: Omit<InboxRoutesOptions, 'db'> = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(adminApi, {
    prefix: ADMIN_API_PREFIX,
    db,
    files: databaseFileStore(db),
    sessions: { idleMs: 3_600_000, absoluteMs: 8 * 3_600_000 },
    scrypt: SCRYPT,
    extend: async (admin) => {
      await admin.register(inboxRoutes, { prefix: '/leads', db, ...options });
    },
  });
  await app.ready();
  return app;
}

/** An active user of that role; returns its id. */
export async function addTestUser(
  db: Database,
  login: string,
  role: 'admin' | 'editor' | 'sales',
  name?: string,
): Promise<string> {
  const user = await addActiveUser(
    db,
    { login, password: TEST_PASSWORD, role, name },
    { scrypt: SCRYPT },
  );
  return user.id;
}

/** Signs in; the headers (cookie, CSRF token) to send with each request. */
export async function signInHeaders(app: FastifyInstance, login: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${ADMIN_API_PREFIX}/session`,
    headers: { 'content-type': 'application/json' },
    payload: { login, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${login}: ${response.statusCode}`);
  const cookie = String(response.headers['set-cookie'] ?? '')
    .split(';')[0]
    ?.trim();
  return {
    cookie: cookie ?? '',
    'x-csrf-token': (response.json() as { csrfToken: string }).csrfToken,
  };
}

export type TestLead = Partial<typeof leads.$inferInsert> & { fields?: Record<string, unknown> };

/** Stores a lead (contact, en, main by default); returns its id. */
export async function insertLead(db: Database, lead: TestLead = {}): Promise<string> {
  const id = lead.id ?? randomUUID();
  await db.insert(leads).values({
    type: 'contact',
    locale: 'en',
    site: 'main',
    email: `${id.slice(0, 8)}@example.com`,
    page: '/contacts/',
    ...lead,
    id,
    fields: lead.fields ?? {},
  });
  return id;
}
