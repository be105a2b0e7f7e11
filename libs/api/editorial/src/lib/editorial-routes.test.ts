import type { AdminUser } from '@corp/api/core';
import { auditLog } from '@corp/api/db';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openEditorialTestApp, repoContentDir, testAdmin } from '../testing/editorial-test-app';
import type { EditorialTestApp } from '../testing/editorial-test-app';

type Item = Record<string, unknown>;
const firstEvent = (locale: string): Item =>
  JSON.parse(readFileSync(path.join(repoContentDir, 'events', `${locale}.json`), 'utf8'))[0];

const editor: AdminUser = {
  id: '6f1d3c1e-5a7b-4c2d-9e8f-0a1b2c3d4e5f',
  login: 'editor@example.com',
  name: 'Main editor',
  role: 'editor',
  sites: ['main'],
  locales: ['en', 'ru'],
};

let t: EditorialTestApp;
beforeAll(async () => {
  t = await openEditorialTestApp();
}, 60_000);
afterAll(() => t.close());

const api = '/admin/api/content';
const call: EditorialTestApp['call'] = (...args) => t.call(...args);
const publicEvent = (code: string, locale = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/events/${code}/?locale=${locale}` });

/** A new event with an en and a ru draft, made by `user`. */
async function draftEvent(
  user: AdminUser,
  code: string,
  ru: (item: Item) => Item = (item) => item,
) {
  expect((await call(user, 'POST', `${api}/events`, { site: 'main', key: code })).status).toBe(201);
  const en = { ...firstEvent('en'), name: `Event ${code}` };
  expect((await call(user, 'PUT', `${api}/events/${code}/en`, { data: en })).status).toBe(200);
  const ruCopy = ru({ ...firstEvent('ru'), name: `Событие ${code}` });
  expect((await call(user, 'PUT', `${api}/events/${code}/ru`, { data: ruCopy })).status).toBe(200);
}

describe(`editorial content API (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a draft is not public; publishing makes it visible in each locale, in one change', async () => {
    await draftEvent(editor, 'editorial-open-day');
    expect((await publicEvent('editorial-open-day')).statusCode).toBe(404);
    const item = await call(editor, 'GET', `${api}/events/editorial-open-day`);
    expect(item.body).toMatchObject({ key: 'editorial-open-day', site: 'main', status: 'draft' });
    expect(item.body.locales.en).toMatchObject({
      published: null,
      draft: { code: 'editorial-open-day' },
    });

    const published = await call(editor, 'POST', `${api}/events/editorial-open-day/publish`);
    expect(published).toMatchObject({ status: 200, body: { changed: true } });
    expect(t.changes).toContainEqual({ kind: 'events', key: 'editorial-open-day' });
    expect((await publicEvent('editorial-open-day')).json().data.name).toBe(
      'Event editorial-open-day',
    );
    expect((await publicEvent('editorial-open-day', 'ru')).json().data.name).toBe(
      'Событие editorial-open-day',
    );
    const after = await call(editor, 'GET', `${api}/events/editorial-open-day`);
    expect(after.body.status).toBe('published');
    expect(after.body.locales.en.draft).toBeNull();

    const list = await call(editor, 'GET', `${api}/events?q=событие editorial-open`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        key: 'editorial-open-day',
        status: 'published',
        locales: { en: 'published', ru: 'published', de: 'missing', kz: 'missing' },
        updatedBy: editor.login,
      }),
    ]);
    const missingDe = await call(editor, 'GET', `${api}/events?missing=de&limit=500`);
    expect(missingDe.body.data.map((row: Item) => row.key)).toContain('editorial-open-day');
  });

  it('a publish with the ru name missing is refused naming locale and field; nothing is published', async () => {
    await draftEvent(editor, 'editorial-no-ru-name', ({ name: _name, ...rest }) => rest);
    const refused = await call(editor, 'POST', `${api}/events/editorial-no-ru-name/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'invalid_content' });
    expect(refused.body.errors).toContainEqual(
      expect.objectContaining({ locale: 'ru', path: 'name' }),
    );
    expect(refused.body.errors.every((error: Item) => error.locale === 'ru')).toBe(true);
    expect((await publicEvent('editorial-no-ru-name')).statusCode).toBe(404);
    const item = await call(editor, 'GET', `${api}/events/editorial-no-ru-name`);
    expect(item.body.status).toBe('draft');
    expect(item.body.locales.en.draft).not.toBeNull();
  });

  it('every save is a revision with what changed; a restore brings an earlier one back as a draft', async () => {
    const url = `${api}/events/editorial-open-day`;
    const en = (await call(editor, 'GET', url)).body.locales.en.published;
    await call(editor, 'PUT', `${url}/en`, { data: { ...en, name: 'Second name' } });
    const revisions = await call(editor, 'GET', `${url}/revisions`);
    const [latest, publish] = revisions.body.data;
    expect(latest).toMatchObject({
      action: 'save',
      authorLogin: editor.login,
      changed: ['en.name'],
    });
    expect(publish).toMatchObject({ action: 'publish' });
    const full = await call(editor, 'GET', `${url}/revisions/${publish.id}`);
    expect(full.body.data.en.name).toBe('Event editorial-open-day');

    expect((await call(editor, 'POST', `${url}/revisions/${publish.id}/restore`)).status).toBe(200);
    const restored = await call(editor, 'GET', url);
    // The restored copy is the published one: no draft is left.
    expect(restored.body.locales.en).toMatchObject({
      draft: null,
      published: { name: 'Event editorial-open-day' },
    });
    const history = await call(editor, 'GET', `${url}/revisions`);
    expect(history.body.data[0]).toMatchObject({ action: 'restore', changed: ['en.name'] });
  });

  it('an editor of main in en and ru cannot open asia content, write de, or list asia items', async () => {
    const banners = await call(testAdmin, 'GET', `${api}/banners?limit=500`);
    expect(banners.body.data).toContainEqual(
      expect.objectContaining({ key: 'asia', site: 'asia' }),
    );
    expect((await call(editor, 'GET', `${api}/banners/asia`)).status).toBe(403);
    const asiaBanner = (await call(testAdmin, 'GET', `${api}/banners/asia`)).body.locales.en
      .published;
    expect((await call(editor, 'PUT', `${api}/banners/asia/en`, { data: asiaBanner })).status).toBe(
      403,
    );
    expect((await call(editor, 'POST', `${api}/banners/asia/publish`)).status).toBe(403);
    const editorList = await call(editor, 'GET', `${api}/banners?limit=500`);
    expect(editorList.body.data.map((row: Item) => row.key)).not.toContain('asia');
    expect(editorList.body.total).toBe(banners.body.total - 3); // the asia, idp and techpod banners
    expect((await call(editor, 'GET', `${api}/offices/almaty`)).status).toBe(403);

    const deDraft = await call(editor, 'PUT', `${api}/events/editorial-open-day/de`, {
      data: firstEvent('en'),
    });
    expect(deDraft.status).toBe(403);
    expect((await call(null, 'GET', `${api}/events`)).status).toBe(401);
    expect((await call({ ...editor, role: 'sales' }, 'GET', `${api}/events`)).status).toBe(403);
  });

  it('unpublish takes the item down and keeps it as drafts', async () => {
    const url = `${api}/events/editorial-open-day`;
    expect((await call(editor, 'POST', `${url}/unpublish`)).body).toMatchObject({ changed: true });
    expect((await publicEvent('editorial-open-day')).statusCode).toBe(404);
    const item = await call(editor, 'GET', url);
    expect(item.body.status).toBe('draft');
    expect(item.body.locales.ru.draft.name).toBe('Событие editorial-open-day');
  });

  it('schedules: in the future only; listed on the item; cancelled once', async () => {
    const url = `${api}/events/editorial-open-day/schedules`;
    const past = await call(editor, 'POST', url, {
      action: 'publish',
      runAt: '2020-01-01T00:00:00Z',
    });
    expect(past).toMatchObject({ status: 400, body: { fields: { runAt: 'wrong-value' } } });
    const runAt = new Date(Date.now() + 3_600_000).toISOString();
    const made = await call(editor, 'POST', url, { action: 'publish', runAt });
    expect(made).toMatchObject({ status: 201, body: { action: 'publish', runAt } });
    const item = await call(editor, 'GET', `${api}/events/editorial-open-day`);
    expect(item.body.schedules).toEqual([{ id: made.body.id, action: 'publish', runAt }]);
    expect((await call(editor, 'DELETE', `${url}/${made.body.id}`)).status).toBe(204);
    expect((await call(editor, 'DELETE', `${url}/${made.body.id}`)).status).toBe(404);
  });

  it('creates numbered items with the next id and refuses a taken or malformed key', async () => {
    const made = await call(testAdmin, 'POST', `${api}/news`, { site: 'main' });
    expect(made.status).toBe(201);
    const ids = t.content.entries.filter((e) => e.kind === 'news').map((e) => Number(e.key));
    expect(made.body.key).toBe(String(Math.max(...ids) + 1));
    expect(
      (await call(testAdmin, 'POST', `${api}/events`, { site: 'main', key: 'Not A Slug' })).status,
    ).toBe(400);
    expect(
      (await call(testAdmin, 'POST', `${api}/events`, { site: 'main', key: 'editorial-open-day' }))
        .status,
    ).toBe(409);
    expect(
      (await call(editor, 'POST', `${api}/events`, { site: 'asia', key: 'asia-only' })).status,
    ).toBe(403);
    expect((await call(testAdmin, 'GET', `${api}/nonsense`)).status).toBe(404);
  });

  it('records each change in the audit log with its actor and target', async () => {
    const rows = await t.db.select().from(auditLog);
    const of = (action: string) => rows.filter((row) => row.action === action);
    for (const action of [
      'content.create',
      'content.save',
      'content.publish',
      'content.restore',
      'content.unpublish',
      'content.schedule',
      'content.schedule-cancel',
    ])
      expect(of(action).length).toBeGreaterThan(0);
    expect(of('content.publish')[0]).toMatchObject({
      actorLogin: editor.login,
      actorId: editor.id,
      targetType: 'content',
      targetId: 'events/editorial-open-day',
    });
  });
});
