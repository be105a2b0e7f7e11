import { openTestDatabase } from '@corp/api/db/testing';
import { contentEntries } from '@corp/api/db';
import type { DatabaseHandle } from '@corp/api/db';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ContentValidationError, readContent } from './content-files';
import { ContentStore } from './content-store';
import { lookupCountry } from './geolocation';
import { lastContentLoad, seedContent } from './seed';

const kinds = {
  products: { schema: z.strictObject({ code: z.string(), name: z.string() }), key: 'code' },
  industryPages: { schema: z.strictObject({ id: z.number(), title: z.string() }), key: 'id' },
};

function contentDir(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  for (const [file, items] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof items === 'string' ? items : JSON.stringify(items));
  }
  return dir;
}

const good = {
  'products/en.json': [
    { code: 'flow', name: 'Flow' },
    { code: 'mdc', name: 'MDC' },
    { code: 'safety', name: 'Safety' },
  ],
  'products/ru.json': [
    { code: 'flow', name: 'Поток' },
    { code: 'mdc', name: 'МДЦ' },
  ],
  'products/kz.json': [{ code: 'mdc', name: 'МДЦ kz' }],
  'industry-pages/en.json': [{ id: 1, title: 'Mining' }],
};

describe('readContent', () => {
  it('names every problem at once: bad items, duplicates, stray files, missing kinds', () => {
    const dir = contentDir({
      'products/en.json': [
        { code: 'flow', name: 'Flow' },
        { code: 'flow', name: 'Again' },
        { code: 'x', name: 5 },
      ],
      'products/fr.json': [],
      'products/ru.json': '{ not json',
    });
    try {
      expect(() => readContent(dir, kinds)).toThrow(ContentValidationError);
      try {
        readContent(dir, kinds);
      } catch (error) {
        expect((error as ContentValidationError).problems).toEqual([
          'products/en.json[1]: duplicate code flow',
          'products/en.json[2].name: Invalid input: expected string, received number',
          'products/fr.json: not a locale file (en, ru, de, kz)',
          expect.stringMatching(/^products\/ru\.json: /),
          'industry-pages/: missing',
        ]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`loading and reading content (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  const dir = contentDir(good);
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads into an empty database once, each row with its owning site', async () => {
    const content = readContent(dir, kinds);
    expect(content.entries.every((entry) => entry.site === 'main')).toBe(true);
    expect(await seedContent(handle.db, content, 'if-empty')).toEqual({
      loaded: true,
      entries: 7,
      reason: 'loaded',
    });
    expect(await seedContent(handle.db, content, 'if-empty')).toMatchObject({
      loaded: false,
      reason: 'not-empty',
    });
    expect(await lastContentLoad(handle.db)).toBeInstanceOf(Date);
    const sites = await handle.db.select({ site: contentEntries.site }).from(contentEntries);
    expect(new Set(sites.map((row) => row.site))).toEqual(new Set(['main']));
  });

  it('serves each item in the best locale it has, in the base order: kz → ru → en', async () => {
    const store = new ContentStore(handle.db, 0);
    const kz = await store.list('products', 'kz');
    expect(kz.map((item) => [item['code'], item['name'], item.initialLocale])).toEqual([
      ['flow', 'Поток', 'ru'],
      ['mdc', 'МДЦ kz', 'kz'],
      ['safety', 'Safety', 'en'],
    ]);
    expect((await store.get('products', 'de', 'mdc'))?.['name']).toBe('MDC');
    expect(await store.get('products', 'en', 'nope')).toBeUndefined();
    expect((await store.get('industryPages', 'ru', 1))?.['title']).toBe('Mining');
  });

  it('caches lists until invalidated', async () => {
    let clock = 0;
    const store = new ContentStore(handle.db, 1000, () => clock);
    const first = await store.list('products', 'en');
    expect(await store.list('products', 'en')).toBe(first);
    clock = 2000;
    expect(await store.list('products', 'en')).not.toBe(first);
  });
});

describe('lookupCountry', () => {
  const ranges = [
    { cidr: '5.0.0.0/8', code: 'RU' },
    { cidr: '5.34.0.0/16', code: 'KZ' },
  ];
  it('answers the most specific range, null when none or the address is malformed', () => {
    expect(lookupCountry(ranges, '5.34.1.2')).toBe('KZ');
    expect(lookupCountry(ranges, '5.35.1.2')).toBe('RU');
    expect(lookupCountry(ranges, '::ffff:5.34.1.2')).toBe('KZ');
    expect(lookupCountry(ranges, '8.8.8.8')).toBeNull();
    expect(lookupCountry(ranges, '5.34.1.256')).toBeNull();
  });
});
