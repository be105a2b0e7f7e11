import { contentLocales } from '@corp/api/content';
import type { ContentLocale } from '@corp/api/content';
import { HttpError } from '@corp/api/core';
import { contentDrafts, contentEntries, contentLoads } from '@corp/api/db';
import type { AuditActor, Database } from '@corp/api/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { lockItem } from './content-change';
import type { ContentChangeHook, ItemRef, Tx } from './content-change';
import { kindOf } from './content-kind';
import { changedPaths } from './diff';
import { loadItem, workingCopy } from './item-state';
import type { ItemData, ItemState } from './item-state';
import { recordChange } from './revisions';

/** The locale every other falls back to (kz → ru → en, de → en): a published item needs it. */
export const ROOT_LOCALE: ContentLocale = 'en';

export interface ContentProblem {
  locale: string;
  /** The field, dotted (`name`, `text.0.title`); empty for the item as a whole. */
  path: string;
  message: string;
}

/** A publish (or unpublish) refused: 422 `invalid_content` listing every problem. */
export class InvalidContentError extends HttpError {
  constructor(readonly errors: ContentProblem[]) {
    super(422, `The content is not valid: ${errors.length} problem(s)`, 'invalid_content');
    this.name = 'InvalidContentError';
  }
}

export interface ItemWriteOptions {
  /** Only these locales (an editor's); all by default. */
  locales?: readonly string[];
  /** Called with the item's rows inside the transaction, before any write; throws to refuse. */
  authorize?: (state: ItemState) => void;
  /** The change notification, inside the transaction. */
  onChange?: ContentChangeHook;
  ip?: string;
}

export interface ItemWriteResult {
  changed: boolean;
  revision?: number;
}

const rootMissing = (): ContentProblem => ({
  locale: ROOT_LOCALE,
  path: '',
  message: `The ${ROOT_LOCALE} version is required: every other locale falls back to it`,
});

/** Each locale's copy checked with the kind's contract; the parsed copies when all pass. */
export function validateLocales(kind: string, copies: Partial<Record<ContentLocale, ItemData>>) {
  const { schema } = kindOf(kind);
  const errors: ContentProblem[] = [];
  const parsed: Partial<Record<ContentLocale, ItemData>> = {};
  for (const locale of contentLocales) {
    const copy = copies[locale];
    if (!copy) continue;
    const result = z.safeParse(schema, copy);
    if (result.success) parsed[locale] = result.data as ItemData;
    else
      for (const issue of result.error.issues)
        errors.push({ locale, path: issue.path.map(String).join('.'), message: issue.message });
  }
  return { errors, parsed };
}

/** Marks that content changed (`/lastmodified.txt` reads the newest load). */
async function markChanged(tx: Tx, item: ItemRef, action: string) {
  await tx
    .insert(contentLoads)
    .values({ checksum: `${action} ${item.kind}/${item.key}`, entries: 0 });
}

/** Writes published copies, keeping each locale's position (a new one goes last). */
export async function writePublished(
  tx: Tx,
  item: ItemRef,
  site: string,
  copies: Partial<Record<ContentLocale, ItemData>>,
  positions: ItemState['positions'],
) {
  for (const [locale, data] of Object.entries(copies) as [ContentLocale, ItemData][]) {
    let position = positions[locale];
    if (position === undefined) {
      const [row] = await tx
        .select({ max: sql<number | null>`max(${contentEntries.position})` })
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, item.kind), eq(contentEntries.locale, locale)));
      position = (row?.max ?? -1) + 1;
    }
    await tx
      .insert(contentEntries)
      .values({ ...item, locale, position, data, site })
      .onConflictDoUpdate({
        target: [contentEntries.kind, contentEntries.locale, contentEntries.key],
        set: { data, site, position, updatedAt: new Date() },
      });
  }
}

async function inItemTransaction<T>(
  db: Database,
  item: ItemRef,
  options: ItemWriteOptions,
  work: (tx: Tx, state: ItemState) => Promise<T>,
) {
  kindOf(item.kind);
  return db.transaction(async (tx) => {
    await lockItem(tx, item);
    const state = await loadItem(tx, item.kind, item.key);
    if (!state) throw new HttpError(404, `No ${item.kind} item ${item.key}`, 'not_found');
    options.authorize?.(state);
    return work(tx, state);
  });
}

const allowed = (options: ItemWriteOptions, locale: string) =>
  !options.locales || options.locales.includes(locale);

/**
 * Publishes the item's drafts (of `options.locales`): every locale that would then be published
 * is validated with the kind's contract, and the root locale must be among them; on any problem
 * nothing changes (`InvalidContentError`). Otherwise, in one transaction: the published rows,
 * the drafts removed, a 'publish' revision, the audit entry and `onChange`.
 */
export async function publishItem(
  db: Database,
  item: ItemRef,
  actor: AuditActor,
  options: ItemWriteOptions = {},
): Promise<ItemWriteResult> {
  return inItemTransaction(db, item, options, async (tx, state) => {
    const publishing = contentLocales.filter(
      (locale) => state.locales[locale].draft && allowed(options, locale),
    );
    const after: Partial<Record<ContentLocale, ItemData>> = {};
    for (const locale of contentLocales) {
      const copy = publishing.includes(locale)
        ? state.locales[locale].draft
        : state.locales[locale].published;
      if (copy) after[locale] = copy;
    }
    const { errors, parsed } = validateLocales(item.kind, after);
    if (!after[ROOT_LOCALE]) errors.push(rootMissing());
    if (errors.length) throw new InvalidContentError(errors);
    if (!publishing.length) return { changed: false };
    const before = Object.fromEntries(
      publishing.map((l) => [l, state.locales[l].published ?? undefined]),
    );
    const written = Object.fromEntries(publishing.map((l) => [l, parsed[l] as ItemData]));
    await writePublished(tx, item, state.site, written, state.positions);
    await tx
      .delete(contentDrafts)
      .where(
        and(
          eq(contentDrafts.kind, item.kind),
          eq(contentDrafts.key, item.key),
          inArray(contentDrafts.locale, publishing),
        ),
      );
    for (const locale of publishing)
      state.locales[locale] = { draft: null, published: written[locale] ?? null };
    const revision = await recordChange(tx, item, {
      action: 'publish',
      data: workingCopy(state.locales),
      changed: changedPaths(before, written),
      actor,
      audit: { action: 'content.publish', details: { locales: publishing }, ip: options.ip },
    });
    await markChanged(tx, item, 'publish');
    await options.onChange?.(tx, item);
    return { changed: true, revision };
  });
}

/**
 * Takes the item's published copies (of `options.locales`) down: each becomes the locale's draft
 * unless a newer draft exists. The root locale goes only with every other one. One transaction,
 * with an 'unpublish' revision, the audit entry and `onChange`.
 */
export async function unpublishItem(
  db: Database,
  item: ItemRef,
  actor: AuditActor,
  options: ItemWriteOptions = {},
): Promise<ItemWriteResult> {
  return inItemTransaction(db, item, options, async (tx, state) => {
    const taking = contentLocales.filter(
      (locale) => state.locales[locale].published && allowed(options, locale),
    );
    const staying = contentLocales.filter(
      (locale) => state.locales[locale].published && !taking.includes(locale),
    );
    if (staying.length && !staying.includes(ROOT_LOCALE))
      throw new InvalidContentError([rootMissing()]);
    if (!taking.length) return { changed: false };
    for (const locale of taking) {
      const copies = state.locales[locale];
      if (!copies.draft)
        await tx.insert(contentDrafts).values({
          ...item,
          locale,
          site: state.site,
          data: copies.published as ItemData,
          updatedBy: actor.id,
        });
      state.locales[locale] = { draft: copies.draft ?? copies.published, published: null };
    }
    await tx
      .delete(contentEntries)
      .where(
        and(
          eq(contentEntries.kind, item.kind),
          eq(contentEntries.key, item.key),
          inArray(contentEntries.locale, taking),
        ),
      );
    const revision = await recordChange(tx, item, {
      action: 'unpublish',
      data: workingCopy(state.locales),
      changed: [...taking],
      actor,
      audit: { action: 'content.unpublish', details: { locales: taking }, ip: options.ip },
    });
    await markChanged(tx, item, 'unpublish');
    await options.onChange?.(tx, item);
    return { changed: true, revision };
  });
}
