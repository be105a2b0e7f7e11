import { ContentStore, contentRoutes, readContent, seedContent } from '@corp/api/content';
import type { AdminUser } from '@corp/api/core';
import { handleApiError } from '@corp/api/core';
import { openTestDatabase } from '@corp/api/db/testing';
import { contentKinds } from '@corp/shared/contracts';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ItemRef } from '../lib/content-change';
import { editorialRoutes } from '../lib/editorial-routes';

export const repoContentDir = path.resolve(__dirname, '../../../../../content');

export const testAdmin: AdminUser = {
  id: randomUUID(),
  login: 'admin',
  name: 'Admin',
  role: 'admin',
  sites: [],
  locales: [],
};

/** Who the request is from: the `x-test-user` header carries the user (the session hook's job). */
export const as = (user: AdminUser | null) => ({
  'x-test-user': JSON.stringify(user),
});

/**
 * The public content API (`/api/v1`, no cache) and the editorial API (`/admin/api/content`) on a
 * fresh test database loaded with the repository's content. `request.adminUser` comes from the
 * `x-test-user` header; every `onChange` call is kept in `changes`.
 */
export async function openEditorialTestApp() {
  const handle = await openTestDatabase();
  const content = readContent(repoContentDir, contentKinds);
  await seedContent(handle.db, content, 'if-empty');
  const changes: ItemRef[] = [];
  const app = Fastify();
  app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-user'];
    request.adminUser = typeof header === 'string' ? (JSON.parse(header) as AdminUser) : null;
  });
  app.setErrorHandler(handleApiError);
  const store = new ContentStore(handle.db, 0);
  await app.register(contentRoutes, {
    prefix: '/api/v1',
    store,
    geoRanges: [],
    siteOfHost: () => undefined,
  });
  await app.register(editorialRoutes, {
    prefix: '/admin/api/content',
    db: handle.db,
    onChange: async (_tx, item) => void changes.push(item),
  });
  await app.ready();
  /** A request from `user`: its status and JSON body. */
  async function call(
    user: AdminUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const response = await app.inject({
      method,
      url,
      headers: as(user),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  }
  return {
    app,
    call,
    db: handle.db,
    content,
    changes,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
export type EditorialTestApp = Awaited<ReturnType<typeof openEditorialTestApp>>;
