import { SYSTEM_ACTOR, contentDrafts } from '@corp/api/db';
import { notifyContentChanged, publishItem, signPreviewToken } from '@corp/api/editorial';
import { createApiServer } from '@corp/api/http';
import type { ApiRuntime } from '@corp/api/http';
import { openTestRuntime, repoContentDir } from '@corp/api/http/testing';
import { defaultHostPatterns } from './site-definitions';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSite } from './testing/content-site';
import { createWebServer } from './web-server';

// The web server in front of a separate API process (API_URL): the preview token passes the
// proxy, and a web process given a change feed (its own LISTEN with DATABASE_URL) follows
// publishes like one with the API inside.
const firstEvent = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(repoContentDir, 'events', `${locale}.json`), 'utf8'))[0];

let runtime: ApiRuntime;
let api: FastifyInstance;
let web: FastifyInstance;
let sitesDir: string;

beforeAll(async () => {
  sitesDir = mkdtempSync(path.join(tmpdir(), 'content-proxy-'));
  runtime = await openTestRuntime();
  api = createApiServer({ runtime, version: 'test' });
  await api.listen({ port: 0, host: '127.0.0.1' });
  web = await createWebServer({
    config: {
      hostPatterns: defaultHostPatterns,
      apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      apiCredentials: undefined,
      logLevel: 'silent',
      sitesDir,
      hstsMaxAge: undefined,
      pageCacheMs: 600_000,
      pageDataCacheMs: 600_000,
    },
    sites: { main: contentSite(sitesDir) },
    contentChanges: runtime.changes,
  });
}, 60_000);
afterAll(async () => {
  await web?.close();
  await api?.close();
  await runtime?.close();
  rmSync(sitesDir, { recursive: true, force: true });
});

const page = (url: string) => web.inject({ url, headers: { host: 'localhost' } });

async function draft(code: string, name: string) {
  for (const locale of ['en', 'ru']) {
    const data = { ...firstEvent(locale), code, name: `${name} ${locale}` };
    await runtime.database.db
      .insert(contentDrafts)
      .values({ kind: 'events', key: code, locale, site: 'main', data })
      .onConflictDoUpdate({
        target: [contentDrafts.kind, contentDrafts.key, contentDrafts.locale],
        set: { data },
      });
  }
}

describe('pages behind API_URL', () => {
  it('show a preview link’s draft through the proxy, and nothing to visitors', async () => {
    const code = 'proxy-preview-day';
    await draft(code, 'Proxied');
    const token = signPreviewToken(await runtime.previewSecret(), {
      kind: 'events',
      key: code,
      locale: 'en',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const preview = await page(`/events/${code}/?preview=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Proxied en');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await page(`/events/${code}/`)).statusCode).toBe(404);
  });

  it('follow a publish with the change feed they are given', async () => {
    const code = 'proxy-publish-day';
    const publish = async (name: string) => {
      await draft(code, name);
      await publishItem(runtime.database.db, { kind: 'events', key: code }, SYSTEM_ACTOR, {
        onChange: notifyContentChanged,
      });
      for (let attempt = 0; ; attempt++) {
        const answer = await page(`/events/${code}/`);
        if (answer.body.includes(`${name} en`)) return;
        if (attempt > 200) throw new Error(`never shown: ${answer.statusCode} ${answer.body}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await publish('First');
    // Kept for ten minutes (once the publish's notification, which may land after the first
    // render and drop its copy, has come) …
    for (let attempt = 0; ; attempt++) {
      const answer = await page(`/events/${code}/`);
      if (answer.headers['x-page-cache'] === 'hit') {
        expect(answer.body).toContain('First en');
        break;
      }
      if (attempt > 200) throw new Error('the published page was never served from the cache');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // … until the next publish.
    await publish('Second');
  });
});
