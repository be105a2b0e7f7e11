import { SYSTEM_ACTOR, contentDrafts } from '@corp/api/db';
import {
  notifyContentChanged,
  publishItem,
  signPreviewToken,
  PREVIEW_HEADER,
} from '@corp/api/editorial';
import type { ApiRuntime } from '@corp/api/http';
import { openTestRuntime, repoContentDir } from '@corp/api/http/testing';
import { defaultHostPatterns } from './site-definitions';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSite } from './testing/content-site';
import { createWebServer } from './web-server';

type Item = Record<string, unknown>;
const firstEvent = (locale: string): Item =>
  JSON.parse(readFileSync(path.join(repoContentDir, 'events', `${locale}.json`), 'utf8'))[0];

let runtime: ApiRuntime;
let app: FastifyInstance;
let sitesDir: string;

beforeAll(async () => {
  sitesDir = mkdtempSync(path.join(tmpdir(), 'content-pages-'));
  runtime = await openTestRuntime();
  app = await createWebServer({
    config: {
      hostPatterns: defaultHostPatterns,
      apiUrl: undefined,
      apiCredentials: undefined,
      logLevel: 'silent',
      sitesDir,
      hstsMaxAge: undefined,
      // Long enough that only a change notification can explain a fresh page.
      pageCacheMs: 600_000,
      pageDataCacheMs: 600_000,
    },
    sites: { main: contentSite(sitesDir) },
    apiRuntime: runtime,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await runtime?.close();
  rmSync(sitesDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: 'localhost', ...headers } });

/** Writes drafts of an event (en, ru) named `name`, and publishes them when asked. */
async function draft(code: string, name: string, publish = false) {
  for (const locale of ['en', 'ru']) {
    await runtime.database.db
      .insert(contentDrafts)
      .values({
        kind: 'events',
        key: code,
        locale,
        site: 'main',
        data: { ...firstEvent(locale), code, name: `${name} ${locale}` },
      })
      .onConflictDoUpdate({
        target: [contentDrafts.kind, contentDrafts.key, contentDrafts.locale],
        set: { data: { ...firstEvent(locale), code, name: `${name} ${locale}` } },
      });
  }
  if (publish)
    await publishItem(runtime.database.db, { kind: 'events', key: code }, SYSTEM_ACTOR, {
      onChange: notifyContentChanged,
    });
}

/** Asks for `url` until `done` accepts the answer (the notification is asynchronous). */
async function until(
  url: string,
  done: (body: string, headers: Record<string, unknown>) => boolean,
) {
  for (let attempt = 0; ; attempt++) {
    const response = await page(url);
    if (done(response.body, response.headers)) return response;
    if (attempt > 200) throw new Error(`${url} never showed the change: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const token = async (code: string, locale = 'en', exp = Math.floor(Date.now() / 1000) + 600) =>
  signPreviewToken(await runtime.previewSecret(), { kind: 'events', key: code, locale, exp });

describe('published content on the pages', () => {
  it('is served at once after a publish, though pages and data are cached for minutes', async () => {
    const code = 'pages-fresh-day';
    await draft(code, 'First', true);
    await until(`/events/${code}/`, (body) => body.includes('First en'));
    // The publish's notification may land after that first render and drop its copy: once it
    // has, the page is served from the cache (and still says what was published).
    const cached = await until(
      `/events/${code}/`,
      (_body, headers) => headers['x-page-cache'] === 'hit',
    );
    expect(cached.body).toContain('First en');
    expect((await page('/events/')).body).toContain('First en');

    await draft(code, 'Second', true);
    await until(`/events/${code}/`, (body) => body.includes('Second en'));
    await until('/ru/events/', () => true);
    expect((await page('/events/')).body).toContain('Second en');
    expect((await page(`/ru/events/${code}/`)).body).toContain('Second ru');
  });

  it('puts a newly published event in the sitemap with its locales', async () => {
    const code = 'pages-sitemap-day';
    expect((await page('/sitemap.xml')).body).not.toContain(code);
    await draft(code, 'Mapped', true);
    const sitemap = await until('/sitemap.xml', (body) => body.includes(code));
    expect(sitemap.body).toContain(`<loc>http://localhost/events/${code}/</loc>`);
    expect(sitemap.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ru" href="http://localhost/ru/events/${code}/"/>`,
    );
  });
});

describe('preview links on the pages', () => {
  it('show the draft with its token, uncached and unindexed; visitors never see it', async () => {
    const code = 'pages-preview-day';
    await draft(code, 'Draft');
    const link = await token(code, 'ru');
    const preview = await page(`/ru/events/${code}/?preview=${link}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Draft ru');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['x-page-cache']).toBeUndefined();
    // Again: rendered again, never from a cache.
    expect((await page(`/ru/events/${code}/?preview=${link}`)).body).toContain('Draft ru');

    // A visitor, before and after: the event does not exist.
    for (const url of [`/ru/events/${code}/`, `/events/${code}/`, '/events/']) {
      const visitor = await page(url);
      expect(visitor.body).not.toContain('Draft');
    }
    expect((await page(`/ru/events/${code}/`)).statusCode).toBe(404);
    // An expired, a tampered or another secret's token: what a visitor sees, still unindexed.
    const expired = await token(code, 'ru', Math.floor(Date.now() / 1000) - 1);
    const other = signPreviewToken('x'.repeat(40), {
      kind: 'events',
      key: code,
      locale: 'ru',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const tampered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [expired, other, tampered, 'nonsense']) {
      const answer = await page(`/ru/events/${code}/?preview=${bad}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Draft');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it("show a published event's new draft to the link only, the cached page staying published", async () => {
    const code = 'pages-preview-changed';
    await draft(code, 'Live', true);
    await until(`/events/${code}/`, (body) => body.includes('Live en'));
    await draft(code, 'Edited');
    const link = await token(code);
    expect((await page(`/events/${code}/?preview=${link}`)).body).toContain('Edited en');
    const visitor = await page(`/events/${code}/`);
    expect(visitor.body).toContain('Live en');
    expect(visitor.headers['x-page-cache']).toBe('hit');
    // The token goes to the API as a header, which the API answers uncached.
    const api = await app.inject({
      url: `/api/v1/events/${code}/?locale=en`,
      headers: { host: 'localhost', [PREVIEW_HEADER]: link },
    });
    expect(api.json().data.name).toBe('Edited en');
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
