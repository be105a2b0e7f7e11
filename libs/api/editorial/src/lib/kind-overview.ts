import { contentLocales } from '@corp/api/content';
import type { ContentLocale } from '@corp/api/content';
import { contentDrafts, contentEntries } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { contentKinds } from '@corp/shared/contracts';
import type { ContentKind } from '@corp/shared/contracts';
import { sql } from 'drizzle-orm';

/** One kind on the overview: its items, those with unpublished changes, and gaps per locale. */
export interface KindOverview {
  kind: string;
  /** The kind's key field (`code`, `id` …). */
  key: string;
  count: number;
  drafts: number;
  /** Items with neither a draft nor a published copy in the locale. */
  missing: Record<ContentLocale, number>;
}

type CountRow = { kind: string; count: number; drafts: number } & Record<string, number | string>;

const has = (locale: ContentLocale) => sql.identifier(`has_${locale}`);
const missingIn = (locale: ContentLocale) => sql.identifier(`missing_${locale}`);

/**
 * Every kind with its counts, within `sites` (all sites when `undefined`). An item's site is that
 * of its published copies, else of its drafts, as in the kind's list (`missing.de` is the total of
 * `GET /:kind?missing=de`). Counted in the database from keys, locales and sites: the items' data
 * is not read.
 */
export async function kindOverview(
  db: Pick<Database, 'execute'>,
  sites: readonly string[] | undefined,
): Promise<KindOverview[]> {
  const rows: CountRow[] =
    sites?.length === 0
      ? []
      : (
          (await db.execute(sql`
    select kind, count(*)::int as count,
      count(*) filter (where has_draft)::int as drafts,
      ${sql.join(
        contentLocales.map(
          (locale) => sql`count(*) filter (where not ${has(locale)})::int as ${missingIn(locale)}`,
        ),
        sql`, `,
      )}
    from (
      select kind, key,
        coalesce(max(site) filter (where published), max(site)) as site,
        bool_or(not published) as has_draft,
        ${sql.join(
          contentLocales.map((locale) => sql`bool_or(locale = ${locale}) as ${has(locale)}`),
          sql`, `,
        )}
      from (
        select ${contentEntries.kind} as kind, ${contentEntries.key} as key,
               ${contentEntries.locale} as locale, ${contentEntries.site} as site,
               true as published
          from ${contentEntries}
        union all
        select ${contentDrafts.kind}, ${contentDrafts.key}, ${contentDrafts.locale},
               ${contentDrafts.site}, false
          from ${contentDrafts}
      ) as copies
      group by kind, key
    ) as items
    ${sites ? sql`where site in ${sites}` : sql``}
    group by kind`)) as unknown as { rows: CountRow[] }
        ).rows;
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return Object.entries(contentKinds as Record<string, ContentKind>).map(([kind, { key }]) => {
    const row = byKind.get(kind);
    return {
      kind,
      key,
      count: Number(row?.count ?? 0),
      drafts: Number(row?.drafts ?? 0),
      missing: Object.fromEntries(
        contentLocales.map((locale) => [locale, Number(row?.[`missing_${locale}`] ?? 0)]),
      ) as Record<ContentLocale, number>,
    };
  });
}
