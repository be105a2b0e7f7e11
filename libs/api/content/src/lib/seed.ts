import { contentEntries, contentLoads } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { desc, sql } from 'drizzle-orm';
import type { ContentSet } from './content-files';

/**
 * `if-empty`, the only mode: start-up loads `content/` into an empty database and never again.
 * Loading into a database that has content is `npm run content:import` (`importContent` of
 * @corp/api/editorial): a publish of each changed item that keeps what editors made.
 */
export type SeedMode = 'if-empty';

export interface SeedResult {
  loaded: boolean;
  entries: number;
  reason: 'loaded' | 'not-empty';
}

/**
 * Loads a validated content set into an empty database (each row with its owning site, from
 * `readContent`), in one transaction: readers never see half. A database with any content entry
 * is left as it is.
 */
export async function seedContent(
  db: Database,
  content: ContentSet,
  _mode: SeedMode = 'if-empty',
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // One loader at a time, also across processes on PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(contentEntries);
    const count = row?.count ?? 0;
    if (count > 0) return { loaded: false, entries: count, reason: 'not-empty' as const };
    for (let i = 0; i < content.entries.length; i += 500) {
      await tx.insert(contentEntries).values(content.entries.slice(i, i + 500));
    }
    await tx
      .insert(contentLoads)
      .values({ checksum: content.checksum, entries: content.entries.length });
    return { loaded: true, entries: content.entries.length, reason: 'loaded' as const };
  });
}

/** When content last changed: the newest load (drives `/lastmodified.txt`). */
export async function lastContentLoad(db: Database): Promise<Date | undefined> {
  const [last] = await db.select().from(contentLoads).orderBy(desc(contentLoads.id)).limit(1);
  return last?.loadedAt;
}
