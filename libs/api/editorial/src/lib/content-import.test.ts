import { readContent } from '@corp/api/content';
import type { ContentSet } from '@corp/api/content';
import {
  auditLog,
  contentDrafts,
  contentEntries,
  contentRevisions,
  SYSTEM_ACTOR,
} from '@corp/api/db';
import type { DatabaseHandle } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { contentKinds } from '@corp/shared/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { repoContentDir } from '../testing/editorial-test-app';
import { importContent } from './content-import';
import { publishItem } from './publish';

let handle: DatabaseHandle;
let content: ContentSet;
let items: number;
beforeAll(async () => {
  handle = await openTestDatabase();
  content = readContent(repoContentDir, contentKinds);
  items = new Set(content.entries.map((entry) => `${entry.kind}/${entry.key}`)).size;
}, 60_000);
afterAll(() => handle.close());

const siteOf = async (kind: string, key: string) =>
  (
    await handle.db
      .select({ site: contentEntries.site })
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), eq(contentEntries.key, key)))
  ).map((row) => row.site);

/** The set with one item's en copy changed. */
function withChangedName(kind: string, key: string, name: string): ContentSet {
  return {
    ...content,
    checksum: `${content.checksum}-changed`,
    entries: content.entries.map((entry) =>
      entry.kind === kind && entry.key === key && entry.locale === 'en'
        ? { ...entry, data: { ...entry.data, name } }
        : entry,
    ),
  };
}

describe(`content import (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loads every item into an empty database with its owning site', async () => {
    expect(await importContent(handle.db, content)).toEqual({
      created: items,
      updated: 0,
      unchanged: 0,
    });
    expect(new Set(await siteOf('banners', 'asia'))).toEqual(new Set(['asia']));
    expect(new Set(await siteOf('offices', 'almaty'))).toEqual(new Set(['asia']));
    expect(new Set(await siteOf('courseProgram', 'mount'))).toEqual(new Set(['mount']));
    expect(new Set(await siteOf('courseSpeakers', '1'))).toEqual(new Set(['machine']));
    expect(new Set(await siteOf('products', 'dispatcher'))).toEqual(new Set(['main']));
    const [revision] = await handle.db.select().from(contentRevisions).limit(1);
    expect(revision).toMatchObject({ action: 'import', authorLogin: SYSTEM_ACTOR.login });
    expect(await handle.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        action: 'content.publish',
        actorLogin: SYSTEM_ACTOR.login,
        targetId: 'import',
        details: { created: items, updated: 0, unchanged: 0 },
      }),
    ]);
  });

  it('is idempotent: the same files import nothing', async () => {
    expect(await importContent(handle.db, content)).toEqual({
      created: 0,
      updated: 0,
      unchanged: items,
    });
  });

  it('keeps what editors made: their own items and their drafts; publishes only changed items', async () => {
    const [event] = content.entries.filter(
      (entry) => entry.kind === 'events' && entry.locale === 'en',
    );
    if (!event) throw new Error('no event in content/');
    const mine = { kind: 'events', key: 'editor-made-event' };
    await handle.db
      .insert(contentDrafts)
      .values({ ...mine, locale: 'en', data: { ...event.data, code: mine.key } });
    const changes: string[] = [];
    const onChange = async (_tx: unknown, item: { kind: string; key: string }) =>
      void changes.push(`${item.kind}/${item.key}`);
    expect(await publishItem(handle.db, mine, SYSTEM_ACTOR, { onChange })).toMatchObject({
      changed: true,
    });
    expect(changes).toEqual(['events/editor-made-event']);
    const ruDraft = { ...event.data, name: 'Черновик редактора' };
    await handle.db
      .insert(contentDrafts)
      .values({ kind: 'events', key: event.key, locale: 'ru', data: ruDraft });

    const changed = withChangedName('events', event.key, 'Renamed in the files');
    expect(await importContent(handle.db, changed, { onChange })).toEqual({
      created: 0,
      updated: 1,
      unchanged: items - 1,
    });
    expect(changes).toEqual(['events/editor-made-event', `events/${event.key}`]);
    expect(await siteOf('events', mine.key)).toEqual(['main']);
    const drafts = await handle.db
      .select({ data: contentDrafts.data })
      .from(contentDrafts)
      .where(and(eq(contentDrafts.key, event.key), eq(contentDrafts.locale, 'ru')));
    expect(drafts).toEqual([{ data: ruDraft }]);
    const [latest] = await handle.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.key, event.key))
      .orderBy(desc(contentRevisions.id));
    expect(latest).toMatchObject({ action: 'import', changed: ['en.name'] });
    expect(await importContent(handle.db, changed)).toMatchObject({ created: 0, updated: 0 });
  });

  it('gives an older database (every row main) its sites', async () => {
    await handle.db.update(contentEntries).set({ site: 'main' });
    const owned = await importContent(handle.db, content);
    expect(owned.created).toBe(0);
    expect(owned.updated).toBeGreaterThan(1);
    const notMain = await handle.db
      .selectDistinct({ kind: contentEntries.kind, key: contentEntries.key })
      .from(contentEntries)
      .where(ne(contentEntries.site, 'main'));
    expect(notMain.length).toBeGreaterThan(5);
    // The editor's item, which the files do not have, is still there.
    expect(await siteOf('events', 'editor-made-event')).toEqual(['main']);
  });
});
