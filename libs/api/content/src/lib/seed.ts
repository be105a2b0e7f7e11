import { contentEntries, contentLoads } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { desc, sql } from 'drizzle-orm';
import type { ContentSet } from './content-files';

export type SeedMode = 'if-empty' | 'sync';

export interface SeedResult {
  loaded: boolean;
  entries: number;
  reason: 'loaded' | 'not-empty' | 'unchanged';
}

/**
 * Loads a validated content set. `if-empty` (start-up) loads only into an empty table; `sync`
 * (`npm run db:seed`) replaces the content when its checksum changed. Either way the result is
 * the same rows however often it runs, and the swap is one transaction: readers never see half.
 */
export async function seedContent(
  db: Database,
  content: ContentSet,
  mode: SeedMode,
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // One loader at a time, also across processes on PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    if (mode === 'if-empty') {
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(contentEntries);
      const count = row?.count ?? 0;
      if (count > 0) return { loaded: false, entries: count, reason: 'not-empty' as const };
    } else {
      const [last] = await tx.select().from(contentLoads).orderBy(desc(contentLoads.id)).limit(1);
      if (last?.checksum === content.checksum) {
        return { loaded: false, entries: last.entries, reason: 'unchanged' as const };
      }
    }
    await tx.delete(contentEntries);
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
