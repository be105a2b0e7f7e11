import { contentLocales } from '@corp/api/content';
import type { ContentLocale } from '@corp/api/content';
import { contentDrafts, contentEntries } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { and, eq } from 'drizzle-orm';
import type { Tx } from './content-change';

export type ItemData = Record<string, unknown>;
export type Reader = Pick<Database, 'select'> | Pick<Tx, 'select'>;

export interface LocaleCopies {
  draft: ItemData | null;
  published: ItemData | null;
}

/** An item's rows: the published copy and the draft of each locale, and its owning site. */
export interface ItemState {
  kind: string;
  key: string;
  site: string;
  locales: Record<ContentLocale, LocaleCopies>;
  /** Each published locale's position in its list. */
  positions: Partial<Record<ContentLocale, number>>;
  updatedAt: Date | null;
}

export type LocaleStatus = 'published' | 'changed' | 'draft' | 'missing';
export type ItemStatus = 'published' | 'changed' | 'draft';

export const emptyLocales = (): Record<ContentLocale, LocaleCopies> =>
  Object.fromEntries(
    contentLocales.map((locale) => [locale, { draft: null, published: null }]),
  ) as Record<ContentLocale, LocaleCopies>;

export const isContentLocale = (value: string): value is ContentLocale =>
  (contentLocales as readonly string[]).includes(value);

/** The item's rows, or `undefined` when it has neither a published copy nor a draft. */
export async function loadItem(
  db: Reader,
  kind: string,
  key: string,
): Promise<ItemState | undefined> {
  const [published, drafts] = await Promise.all([
    db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), eq(contentEntries.key, key))),
    db
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key))),
  ]);
  if (!published.length && !drafts.length) return undefined;
  const state: ItemState = {
    kind,
    key,
    site: published[0]?.site ?? drafts[0]?.site ?? 'main',
    locales: emptyLocales(),
    positions: {},
    updatedAt: null,
  };
  const later = (date: Date) => {
    if (!state.updatedAt || date > state.updatedAt) state.updatedAt = date;
  };
  for (const row of published) {
    if (!isContentLocale(row.locale)) continue;
    state.locales[row.locale].published = row.data;
    state.positions[row.locale] = row.position;
    later(row.updatedAt);
  }
  for (const row of drafts) {
    if (!isContentLocale(row.locale)) continue;
    state.locales[row.locale].draft = row.data;
    later(row.updatedAt);
  }
  return state;
}

export function localeStatus(copies: LocaleCopies): LocaleStatus {
  if (copies.published) return copies.draft ? 'changed' : 'published';
  return copies.draft ? 'draft' : 'missing';
}

export function itemStatus(locales: Record<ContentLocale, LocaleCopies>): ItemStatus {
  const all = Object.values(locales);
  if (!all.some((copies) => copies.published)) return 'draft';
  return all.some((copies) => copies.draft) ? 'changed' : 'published';
}

/** What an editor works on in each locale: the draft, else the published copy. */
export function workingCopy(
  locales: Record<ContentLocale, LocaleCopies>,
): Partial<Record<ContentLocale, ItemData>> {
  const copy: Partial<Record<ContentLocale, ItemData>> = {};
  for (const locale of contentLocales) {
    const data = locales[locale].draft ?? locales[locale].published;
    if (data) copy[locale] = data;
  }
  return copy;
}

/** An item's title for lists: its name, title or label in the first locale that has one. */
export function titleOf(copies: Partial<Record<ContentLocale, ItemData>>, key: string): string {
  for (const locale of contentLocales) {
    const data = copies[locale];
    for (const field of ['name', 'title', 'label'])
      if (typeof data?.[field] === 'string' && data[field]) return data[field] as string;
  }
  return key;
}
