import type { AdminUser } from '@corp/api/core';
import { as, openEditorialTestApp, testAdmin } from '../testing/editorial-test-app';
import type { EditorialTestApp } from '../testing/editorial-test-app';

const editor: AdminUser = {
  id: '0b7e7c52-3f0e-4b8e-9d43-0c6c1f6a2b11',
  login: 'overview-editor@example.com',
  name: 'Main editor',
  role: 'editor',
  sites: ['main'],
  locales: ['ru'],
};
const locales = ['en', 'ru', 'de', 'kz'] as const;
const api = '/admin/api/content';

interface KindRow {
  kind: string;
  key: string;
  count: number;
  drafts: number;
  missing: Record<(typeof locales)[number], number>;
}

let t: EditorialTestApp;
beforeAll(async () => {
  t = await openEditorialTestApp();
}, 60_000);
afterAll(() => t.close());

async function get<T>(user: AdminUser, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: as(user) });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}
const overview = async (user: AdminUser) =>
  new Map((await get<{ data: KindRow[] }>(user, api)).data.map((row) => [row.kind, row]));
const total = async (user: AdminUser, kind: string, query: string) =>
  (await get<{ total: number }>(user, `${api}/${kind}?limit=1&${query}`)).total;

describe(`kinds overview (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("counts per kind what each locale misses, as the kind's list filtered on it, within the user's sites", async () => {
    for (const user of [testAdmin, editor]) {
      const kinds = await overview(user);
      for (const kind of ['events', 'banners', 'offices']) {
        const row = kinds.get(kind);
        expect(row).toBeDefined();
        expect(row?.count).toBe(await total(user, kind, ''));
        expect(row?.drafts).toBe(
          (await total(user, kind, 'status=changed')) + (await total(user, kind, 'status=draft')),
        );
        for (const locale of locales)
          expect([kind, locale, row?.missing[locale]]).toEqual([
            kind,
            locale,
            await total(user, kind, `missing=${locale}`),
          ]);
      }
    }
    // The imported content: English everywhere, German not.
    const events = (await overview(testAdmin)).get('events');
    expect(events?.missing.en).toBe(0);
    expect(events?.missing.de).toBeGreaterThan(0);
    // The editor of main does not count asia's banners.
    expect((await overview(editor)).get('banners')?.count).toBeLessThan(
      (await overview(testAdmin)).get('banners')?.count ?? 0,
    );
  });

  it('counts a new item with only a Russian draft as missing in every other locale', async () => {
    const before = (await overview(editor)).get('events') as KindRow;
    const made = await t.app.inject({
      method: 'POST',
      url: `${api}/events`,
      headers: as(editor),
      payload: { site: 'main', key: 'overview-ru-only' },
    });
    expect(made.statusCode).toBe(201);
    const after = (await overview(editor)).get('events') as KindRow;
    expect(after).toEqual({
      ...before,
      count: before.count + 1,
      drafts: before.drafts + 1,
      missing: {
        en: before.missing.en + 1,
        ru: before.missing.ru,
        de: before.missing.de + 1,
        kz: before.missing.kz + 1,
      },
    });
    // Another site's editor sees none of it.
    const asia = { ...editor, sites: ['asia' as const] };
    expect((await overview(asia)).get('events')?.missing.ru).toBe(
      await total(asia, 'events', 'missing=ru'),
    );
    const nobody = { ...editor, sites: [] };
    expect((await overview(nobody)).get('events')).toEqual({
      kind: 'events',
      key: 'code',
      count: 0,
      drafts: 0,
      missing: { en: 0, ru: 0, de: 0, kz: 0 },
    });
  });
});
