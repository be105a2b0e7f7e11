import { ContentStore, contentRoutes, readContent, seedContent } from '@corp/api/content';
import type { AdminUser } from '@corp/api/core';
import { handleApiError } from '@corp/api/core';
import { auditLog } from '@corp/api/db';
import type { DatabaseHandle } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { contentKinds } from '@corp/shared/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { as, repoContentDir, testAdmin } from '../testing/editorial-test-app';
import { editorialRoutes } from './editorial-routes';
import { previewReaderFor } from './preview-reader';
import { previewRoutes } from './preview-routes';
import { loadPreviewSecret, PREVIEW_HEADER, signPreviewToken } from './preview-token';

type Item = Record<string, unknown>;
const firstEvent = (locale: string): Item =>
  JSON.parse(readFileSync(path.join(repoContentDir, 'events', `${locale}.json`), 'utf8'))[0];

const editor: AdminUser = {
  id: '0b6e2f9a-1c3d-4e5f-8a9b-7c6d5e4f3a2b',
  login: 'main-editor',
  name: 'Main editor',
  role: 'editor',
  sites: ['main'],
  locales: ['en', 'ru'],
};
const api = '/admin/api/content';

let handle: DatabaseHandle;
let app: FastifyInstance;
let clock = new Date('2030-05-01T12:00:00Z');

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedContent(handle.db, readContent(repoContentDir, contentKinds), 'if-empty');
  app = Fastify();
  app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-user'];
    request.adminUser = typeof header === 'string' ? (JSON.parse(header) as AdminUser) : null;
  });
  app.setErrorHandler(handleApiError);
  const secret = () => loadPreviewSecret(handle.db);
  const store = new ContentStore(handle.db, 60_000);
  await app.register(contentRoutes, {
    prefix: '/api/v1',
    store,
    geoRanges: [],
    siteOfHost: () => undefined,
    readerFor: previewReaderFor({ store, db: handle.db, secret, now: () => clock }),
  });
  await app.register(editorialRoutes, { prefix: api, db: handle.db });
  await app.register(previewRoutes, {
    prefix: api,
    db: handle.db,
    secret,
    ttlMinutes: 60,
    siteOrigins: { main: 'https://www.example.com' },
    now: () => clock,
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function call(user: AdminUser | null, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await app.inject({ method, url, headers: as(user), payload });
  return { status: response.statusCode, body: response.json() };
}
const publicGet = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { [PREVIEW_HEADER]: token } : {} });
const tokenOf = (url: string) => new URL(url).searchParams.get('preview') as string;

/** A new event with an en and a ru draft (never published). */
async function draftEvent(code: string) {
  expect((await call(editor, 'POST', `${api}/events`, { site: 'main', key: code })).status).toBe(
    201,
  );
  for (const locale of ['en', 'ru']) {
    const data = { ...firstEvent(locale), name: `Draft ${locale} ${code}` };
    expect((await call(editor, 'PUT', `${api}/events/${code}/${locale}`, { data })).status).toBe(
      200,
    );
  }
}

describe('preview links', () => {
  it("open a never-published event's draft on its page, and nothing else does", async () => {
    await draftEvent('preview-open-day');
    const link = await call(editor, 'POST', `${api}/events/preview-open-day/preview`, {
      locale: 'ru',
    });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(
      /^https:\/\/www\.example\.com\/ru\/events\/preview-open-day\/\?preview=[\w-]+\.[\w-]+$/,
    );
    expect(link.body.expiresAt).toBe('2030-05-01T13:00:00.000Z');
    const token = tokenOf(link.body.url);

    const detail = '/api/v1/events/preview-open-day/?locale=ru';
    const shown = await publicGet(detail, token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.name).toBe('Draft ru preview-open-day');
    expect(shown.headers['cache-control']).toBe('no-store');
    // The list of the page shows it too, in the link's and the other locales.
    const list = await publicGet('/api/v1/events/?locale=en&limit=100', token);
    expect(JSON.stringify(list.json())).toContain('Draft en preview-open-day');

    // No token, a tampered one, one for another item, an expired one: a visitor's view.
    expect((await publicGet(detail)).statusCode).toBe(404);
    const [payload, signature] = token.split('.') as [string, string];
    const tampered = `${Buffer.from(
      JSON.stringify({ kind: 'events', key: 'preview-open-day', locale: 'ru', exp: 9999999999 }),
    ).toString('base64url')}.${signature}`;
    expect((await publicGet(detail, tampered)).statusCode).toBe(404);
    expect((await publicGet(detail, `${payload}.${signature.slice(1)}x`)).statusCode).toBe(404);
    const otherKey = signPreviewToken('another secret', {
      kind: 'events',
      key: 'preview-open-day',
      locale: 'ru',
      exp: 9999999999,
    });
    expect((await publicGet(detail, otherKey)).statusCode).toBe(404);
    clock = new Date('2030-05-01T13:00:01Z');
    try {
      expect((await publicGet(detail, token)).statusCode).toBe(404);
    } finally {
      clock = new Date('2030-05-01T12:00:00Z');
    }
    // The published lists were not changed by the previews.
    expect(
      JSON.stringify((await publicGet('/api/v1/events/?locale=en&limit=100')).json()),
    ).not.toContain('preview-open-day');

    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.preview-link'));
    expect(audit).toMatchObject({
      actorLogin: 'main-editor',
      targetType: 'content',
      targetId: 'events/preview-open-day',
    });
  });

  it("show a published event's new draft over its published copy, only with the link", async () => {
    const [published] = (await publicGet('/api/v1/events/?locale=en&limit=1')).json().items as {
      code: string;
      name: string;
    }[];
    const code = published?.code as string;
    const data = { ...firstEvent('en'), code, name: 'Renamed in a draft' };
    expect((await call(testAdmin, 'PUT', `${api}/events/${code}/en`, { data })).status).toBe(200);
    const link = await call(testAdmin, 'POST', `${api}/events/${code}/preview`, { locale: 'en' });
    expect(link.body.url).toBe(
      `https://www.example.com/events/${code}/?preview=${tokenOf(link.body.url)}`,
    );
    const detail = `/api/v1/events/${code}/?locale=en`;
    expect((await publicGet(detail, tokenOf(link.body.url))).json().data.name).toBe(
      'Renamed in a draft',
    );
    expect((await publicGet(detail)).json().data.name).toBe(published?.name);
  });

  it('are refused outside the editor’s sites and locales, and for kinds without a page', async () => {
    await draftEvent('preview-locales');
    expect(
      (await call(editor, 'POST', `${api}/events/preview-locales/preview`, { locale: 'kz' }))
        .status,
    ).toBe(403);
    expect(
      (await call(editor, 'POST', `${api}/events/preview-locales/preview`, { locale: 'xx' }))
        .status,
    ).toBe(400);
    expect(
      (await call(editor, 'POST', `${api}/events/no-such-event/preview`, { locale: 'en' })).status,
    ).toBe(404);
    expect(
      (await call(null, 'POST', `${api}/events/preview-locales/preview`, { locale: 'en' })).status,
    ).toBe(401);
    const policy = await call(testAdmin, 'POST', `${api}/privacyPolicies/1/preview`, {
      locale: 'en',
    });
    expect(policy).toMatchObject({ status: 404, body: { code: 'no_page' } });
  });

  it('point at the page that lists a kind without its own, on the item’s site and locale', async () => {
    const banner = await call(testAdmin, 'POST', `${api}/banners/about/preview`, { locale: 'ru' });
    expect(banner.body.url).toMatch(/^https:\/\/www\.example\.com\/ru\/about\/\?preview=/);
    // The asia site's banner: its host (no origin configured: the local host), in Kazakh.
    const asia = await call(testAdmin, 'POST', `${api}/banners/asia/preview`, { locale: 'kz' });
    expect(asia.status).toBe(200);
    expect(asia.body.url).toMatch(/^http:\/\/asia\.localhost(:\d+)?\/kz\/\?preview=/);
  });
});
