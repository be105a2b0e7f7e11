import type { AdminUser } from '@corp/api/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openEditorialTestApp, repoContentDir, testAdmin } from '../testing/editorial-test-app';
import type { EditorialTestApp } from '../testing/editorial-test-app';

type Item = Record<string, unknown>;
const firstEvent = (locale: string): Item =>
  JSON.parse(readFileSync(path.join(repoContentDir, 'events', `${locale}.json`), 'utf8'))[0];

const editor = (locales: string[]): AdminUser => ({
  id: '0b6f3f9e-3c55-4d6e-8c1a-7d2e9f4a5b6c',
  login: `editor-${locales.join('-')}@example.com`,
  name: 'Editor',
  role: 'editor',
  sites: ['main'],
  locales,
});

let t: EditorialTestApp;
beforeAll(async () => {
  t = await openEditorialTestApp();
}, 60_000);
afterAll(() => t.close());

const api = '/admin/api/content';
const call: EditorialTestApp['call'] = (...args) => t.call(...args);

describe('editorial rules', () => {
  it('overview: each kind with its key field, item count and items with drafts', async () => {
    const { body } = await call(testAdmin, 'GET', api);
    const events = t.content.entries.filter((e) => e.kind === 'events' && e.locale === 'en');
    const eventsIn = (locale: string) =>
      t.content.entries.filter((e) => e.kind === 'events' && e.locale === locale).length;
    expect(body.data).toContainEqual({
      kind: 'events',
      key: 'code',
      count: events.length,
      drafts: 0,
      missing: {
        en: 0,
        ru: events.length - eventsIn('ru'),
        de: events.length - eventsIn('de'),
        kz: events.length - eventsIn('kz'),
      },
    });
    expect(body.data).toContainEqual(expect.objectContaining({ kind: 'news', key: 'id' }));
    const asEditor = await call(editor(['en']), 'GET', api);
    const banners = (rows: Item[]) => rows.find((row) => row.kind === 'banners')?.count as number;
    expect(banners(asEditor.body.data)).toBe(banners(body.data) - 3);
  });

  it('an editor publishes only the locales they hold', async () => {
    const url = `${api}/events/editorial-locales`;
    expect(
      (await call(testAdmin, 'POST', `${api}/events`, { site: 'main', key: 'editorial-locales' }))
        .status,
    ).toBe(201);
    for (const locale of ['en', 'ru', 'de'])
      await call(testAdmin, 'PUT', `${url}/${locale}`, {
        data: { ...firstEvent(locale === 'ru' ? 'ru' : 'en'), name: `Name ${locale}` },
      });
    expect((await call(editor(['en', 'ru']), 'POST', `${url}/publish`)).body).toMatchObject({
      changed: true,
    });
    const item = await call(testAdmin, 'GET', url);
    expect(item.body.status).toBe('changed');
    expect(item.body.locales.ru).toMatchObject({ draft: null, published: { name: 'Name ru' } });
    expect(item.body.locales.de).toMatchObject({ draft: { name: 'Name de' }, published: null });
    expect((await call(testAdmin, 'POST', `${url}/publish`)).body).toMatchObject({ changed: true });
    expect((await call(testAdmin, 'GET', url)).body.status).toBe('published');
  });

  it('the en copy goes down only with every other locale; an item needs en to be published', async () => {
    const url = `${api}/events/editorial-locales`;
    const refused = await call(editor(['en']), 'POST', `${url}/unpublish`);
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'invalid_content', errors: [{ locale: 'en', path: '' }] },
    });
    expect((await call(testAdmin, 'GET', url)).body.status).toBe('published');
    expect((await call(editor(['ru']), 'POST', `${url}/unpublish`)).body).toMatchObject({
      changed: true,
    });

    await call(testAdmin, 'POST', `${api}/events`, { site: 'main', key: 'editorial-ru-only' });
    await call(testAdmin, 'PUT', `${api}/events/editorial-ru-only/ru`, { data: firstEvent('ru') });
    // The draft made on create (en, the key alone) is invalid too; both are reported.
    const noEn = await call(editor(['ru']), 'POST', `${api}/events/editorial-ru-only/publish`);
    expect(noEn.status).toBe(422);
    expect(noEn.body.errors).toContainEqual({
      locale: 'en',
      path: '',
      message: expect.any(String),
    });
  });

  it('a draft is a JSON object of at most 256 kB, its key field forced to the item', async () => {
    const url = `${api}/events/editorial-locales/en`;
    expect((await call(testAdmin, 'PUT', url, { data: [1, 2] })).status).toBe(400);
    expect((await call(testAdmin, 'PUT', url, {})).body).toMatchObject({
      code: 'validation_failed',
      fields: { data: 'wrong-value' },
    });
    const big = await call(testAdmin, 'PUT', url, { data: { text: ['x'.repeat(257 * 1024)] } });
    expect(big.status).toBe(413);
    const nul = await call(testAdmin, 'PUT', url, { data: { name: 'a\u0000b' } });
    expect(nul).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    await call(testAdmin, 'PUT', url, { data: { ...firstEvent('en'), code: 'someone-else' } });
    const item = await call(testAdmin, 'GET', `${api}/events/editorial-locales`);
    expect(item.body.locales.en.draft.code).toBe('editorial-locales');
    expect(
      (await call(testAdmin, 'PUT', `${api}/events/editorial-locales/fr`, { data: {} })).status,
    ).toBe(404);
    expect(
      (await call(testAdmin, 'PUT', `${api}/events/no-such-event/en`, { data: {} })).status,
    ).toBe(404);
  });
});
