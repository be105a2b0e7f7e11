import type { ContentLocale, ContentSet } from '@corp/api/content';
import {
  contentDrafts,
  contentEntries,
  contentLoads,
  recordAudit,
  SYSTEM_ACTOR,
} from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { and, eq, sql } from 'drizzle-orm';
import { lockItem } from './content-change';
import type { ContentChangeHook, ItemRef } from './content-change';
import { changedPaths, sameData } from './diff';
import { emptyLocales, isContentLocale, workingCopy } from './item-state';
import type { ItemData, ItemState } from './item-state';
import { writePublished } from './publish';
import { recordChange } from './revisions';

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

interface FileItem {
  site: string;
  copies: Partial<Record<ContentLocale, ItemData>>;
  positions: Partial<Record<ContentLocale, number>>;
}

const refKey = (kind: string, key: string) => `${kind}\u0000${key}`;

/** The content set's items: each item's copies, positions and site. */
function fileItems(content: ContentSet): Map<string, FileItem & ItemRef> {
  const items = new Map<string, FileItem & ItemRef>();
  for (const entry of content.entries) {
    const id = refKey(entry.kind, entry.key);
    let item = items.get(id);
    if (!item) {
      item = { kind: entry.kind, key: entry.key, site: entry.site, copies: {}, positions: {} };
      items.set(id, item);
    }
    item.copies[entry.locale] = entry.data;
    item.positions[entry.locale] = entry.position;
  }
  return items;
}

/** The database's items (published copies and drafts) by kind and key. */
async function databaseItems(db: Pick<Database, 'select'>): Promise<Map<string, ItemState>> {
  const [published, drafts] = await Promise.all([
    db.select().from(contentEntries),
    db.select().from(contentDrafts),
  ]);
  const items = new Map<string, ItemState>();
  const itemOf = (kind: string, key: string, site: string) => {
    const id = refKey(kind, key);
    let item = items.get(id);
    if (!item) {
      item = { kind, key, site, locales: emptyLocales(), positions: {}, updatedAt: null };
      items.set(id, item);
    }
    return item;
  };
  for (const row of published) {
    if (!isContentLocale(row.locale)) continue;
    const item = itemOf(row.kind, row.key, row.site);
    item.locales[row.locale].published = row.data;
    item.positions[row.locale] = row.position;
  }
  for (const row of drafts)
    if (isContentLocale(row.locale))
      itemOf(row.kind, row.key, row.site).locales[row.locale].draft = row.data;
  return items;
}

function isUnchanged(file: FileItem, state: ItemState | undefined): boolean {
  if (!state || state.site !== file.site) return false;
  return (Object.keys(file.copies) as ContentLocale[]).every(
    (locale) =>
      sameData(file.copies[locale], state.locales[locale].published) &&
      file.positions[locale] === state.positions[locale],
  );
}

/**
 * `npm run content:import`: publishes each item of `content/` whose files differ from what is
 * published (a revision 'import' by the system), in one transaction. Nothing is deleted: items
 * editors made that the files do not have, and locales the files lack, stay as they are; an
 * editor's draft stays unless it is what the files now publish.
 */
export async function importContent(
  db: Database,
  content: ContentSet,
  options: { onChange?: ContentChangeHook } = {},
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    // One loader at a time (the start-up seed takes the same lock).
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const existing = await databaseItems(tx);
    const result: ImportResult = { created: 0, updated: 0, unchanged: 0 };
    for (const [id, file] of fileItems(content)) {
      const state = existing.get(id);
      if (isUnchanged(file, state)) {
        result.unchanged++;
        continue;
      }
      const item = { kind: file.kind, key: file.key };
      await lockItem(tx, item);
      const hadPublished = state && Object.values(state.locales).some((copies) => copies.published);
      if (hadPublished) result.updated++;
      else result.created++;
      const locales = state?.locales ?? emptyLocales();
      const before = Object.fromEntries(
        Object.keys(file.copies).map((l) => [
          l,
          locales[l as ContentLocale].published ?? undefined,
        ]),
      );
      await writePublished(tx, item, file.site, file.copies, file.positions);
      for (const [locale, data] of Object.entries(file.copies) as [ContentLocale, ItemData][]) {
        if (sameData(locales[locale].draft, data))
          await tx
            .delete(contentDrafts)
            .where(
              and(
                eq(contentDrafts.kind, item.kind),
                eq(contentDrafts.key, item.key),
                eq(contentDrafts.locale, locale),
              ),
            );
        const draft = sameData(locales[locale].draft, data) ? null : locales[locale].draft;
        locales[locale] = { draft, published: data };
      }
      // The item's site follows the files (drafts of other locales too).
      await tx
        .update(contentDrafts)
        .set({ site: file.site })
        .where(and(eq(contentDrafts.kind, item.kind), eq(contentDrafts.key, item.key)));
      await tx
        .update(contentEntries)
        .set({ site: file.site })
        .where(and(eq(contentEntries.kind, item.kind), eq(contentEntries.key, item.key)));
      await recordChange(tx, item, {
        action: 'import',
        data: workingCopy(locales),
        changed: changedPaths(before, file.copies),
        actor: SYSTEM_ACTOR,
      });
      await options.onChange?.(tx, item);
    }
    if (result.created || result.updated) {
      await tx
        .insert(contentLoads)
        .values({ checksum: content.checksum, entries: content.entries.length });
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'content.publish',
        targetType: 'content',
        targetId: 'import',
        details: { ...result },
      });
    }
    return result;
  });
}
