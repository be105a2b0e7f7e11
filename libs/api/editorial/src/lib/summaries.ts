import { contentLocales } from '@corp/api/content';
import type { ContentLocale } from '@corp/api/content';
import { contentDrafts, contentEntries, contentRevisions, contentSchedules } from '@corp/api/db';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  emptyLocales,
  isContentLocale,
  itemStatus,
  localeStatus,
  titleOf,
  workingCopy,
} from './item-state';
import type { ItemState, ItemStatus, LocaleStatus, Reader } from './item-state';

export interface ItemSummary {
  key: string;
  site: string;
  title: string;
  status: ItemStatus;
  locales: Record<ContentLocale, LocaleStatus>;
  updatedAt: string | null;
  updatedBy: string;
  scheduled?: { action: string; runAt: string };
}

export interface KindItem extends ItemState {
  /** Where it is listed: its published position (unpublished items come last). */
  order: number;
}

/** Every item of a kind (published or draft), in list order, limited to `sites` when given. */
export async function kindItems(
  db: Reader,
  kind: string,
  sites?: readonly string[],
): Promise<KindItem[]> {
  const [published, drafts] = await Promise.all([
    db.select().from(contentEntries).where(eq(contentEntries.kind, kind)),
    db.select().from(contentDrafts).where(eq(contentDrafts.kind, kind)),
  ]);
  const items = new Map<string, KindItem>();
  const itemOf = (key: string, site: string) => {
    let item = items.get(key);
    if (!item) {
      item = {
        kind,
        key,
        site,
        locales: emptyLocales(),
        positions: {},
        updatedAt: null,
        order: Infinity,
      };
      items.set(key, item);
    }
    return item;
  };
  const later = (item: KindItem, date: Date) => {
    if (!item.updatedAt || date > item.updatedAt) item.updatedAt = date;
  };
  for (const row of published) {
    if (!isContentLocale(row.locale)) continue;
    const item = itemOf(row.key, row.site);
    item.site = row.site;
    item.locales[row.locale].published = row.data;
    item.positions[row.locale] = row.position;
    item.order = Math.min(item.order, row.position);
    later(item, row.updatedAt);
  }
  for (const row of drafts) {
    if (!isContentLocale(row.locale)) continue;
    const item = itemOf(row.key, row.site);
    item.locales[row.locale].draft = row.data;
    later(item, row.updatedAt);
  }
  return [...items.values()]
    .filter((item) => !sites || sites.includes(item.site))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key, 'en', { numeric: true }));
}

/** Whether `q` (any case) is in the key or a name, title or label of any copy. */
export function matches(item: ItemState, q: string): boolean {
  const needle = q.toLowerCase();
  if (item.key.toLowerCase().includes(needle)) return true;
  return Object.values(item.locales).some((copies) =>
    [copies.draft, copies.published].some((data) =>
      ['name', 'title', 'label'].some(
        (field) =>
          typeof data?.[field] === 'string' &&
          (data[field] as string).toLowerCase().includes(needle),
      ),
    ),
  );
}

/** The list rows of `items`: who last changed each and its next schedule. */
export async function summarize(
  db: Reader,
  kind: string,
  items: ItemState[],
): Promise<ItemSummary[]> {
  const keys = items.map((item) => item.key);
  const [revisions, schedules] = keys.length
    ? await Promise.all([
        db
          .select({
            key: contentRevisions.key,
            login: contentRevisions.authorLogin,
            at: contentRevisions.createdAt,
          })
          .from(contentRevisions)
          .where(and(eq(contentRevisions.kind, kind), inArray(contentRevisions.key, keys)))
          .orderBy(desc(contentRevisions.id)),
        db
          .select()
          .from(contentSchedules)
          .where(
            and(
              eq(contentSchedules.kind, kind),
              inArray(contentSchedules.key, keys),
              isNull(contentSchedules.doneAt),
            ),
          )
          .orderBy(asc(contentSchedules.runAt)),
      ])
    : [[], []];
  const lastRevision = new Map<string, (typeof revisions)[number]>();
  for (const revision of revisions)
    if (!lastRevision.has(revision.key)) lastRevision.set(revision.key, revision);
  const nextSchedule = new Map<string, (typeof schedules)[number]>();
  for (const schedule of schedules)
    if (!nextSchedule.has(schedule.key)) nextSchedule.set(schedule.key, schedule);
  return items.map((item) => {
    const revision = lastRevision.get(item.key);
    const schedule = nextSchedule.get(item.key);
    const updatedAt =
      revision && (!item.updatedAt || revision.at > item.updatedAt) ? revision.at : item.updatedAt;
    return {
      key: item.key,
      site: item.site,
      title: titleOf(workingCopy(item.locales), item.key),
      status: itemStatus(item.locales),
      locales: Object.fromEntries(
        contentLocales.map((locale) => [locale, localeStatus(item.locales[locale])]),
      ) as Record<ContentLocale, LocaleStatus>,
      updatedAt: updatedAt?.toISOString() ?? null,
      updatedBy: revision?.login ?? '',
      ...(schedule
        ? { scheduled: { action: schedule.action, runAt: schedule.runAt.toISOString() } }
        : {}),
    };
  });
}
