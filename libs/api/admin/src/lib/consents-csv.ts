import type { Database } from '@corp/api/db';
import { consentRecords } from '@corp/api/db';
import { asc, sql } from 'drizzle-orm';
import { csvChunks } from './csv';
import type { ExportCell, ExportColumn, ExportPages } from './export-columns';

/** The consent exports' columns, in order: `created_at` an instant (UTC), `id` a number. */
export const consentColumns: readonly ExportColumn[] = [
  { name: 'created_at', type: 'date', width: 20 },
  { name: 'id', type: 'number', width: 10 },
  { name: 'fingerprint', type: 'text', width: 34 },
  { name: 'cookie_list', type: 'text', width: 30 },
  { name: 'host', type: 'text', width: 24 },
  { name: 'locale', type: 'text', width: 7 },
];

/** The header row of the consent exports. */
export const consentCsvColumns = consentColumns.map((column) => column.name);

export interface ConsentsCsvOptions {
  db: Database;
  /** Records read per query. */
  pageSize?: number;
}

/**
 * Every cookie-consent record as typed export rows, one page per query, ordered by
 * `(created_at, id)`, read with keyset pagination (memory bounded by one page); the cursor is the
 * timestamp's full-precision text, as in the leads export.
 */
export async function* consentRows(options: ConsentsCsvOptions): ExportPages {
  const { db } = options;
  const pageSize = options.pageSize ?? 1000;
  let cursor: { createdAt: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: consentRecords.id,
        fingerprint: consentRecords.fingerprint,
        cookieList: consentRecords.cookieList,
        host: consentRecords.host,
        locale: consentRecords.locale,
        createdAt: consentRecords.createdAt,
        cursor: sql<string>`${consentRecords.createdAt}::text`,
      })
      .from(consentRecords)
      .where(
        cursor
          ? sql`(${consentRecords.createdAt}, ${consentRecords.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::bigint)`
          : undefined,
      )
      .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id))
      .limit(pageSize);
    if (page.length === 0) return;
    yield page.map((record): ExportCell[] => [
      record.createdAt,
      record.id,
      record.fingerprint,
      record.cookieList,
      record.host,
      record.locale,
    ]);
    if (page.length < pageSize) return;
    const last = page[page.length - 1] as (typeof page)[number];
    cursor = { createdAt: last.cursor, id: last.id };
  }
}

/** The cookie-consent export as CSV chunks, for machines: every value exactly as stored. */
export function consentsCsv(options: ConsentsCsvOptions): AsyncGenerator<string> {
  return csvChunks(consentCsvColumns, consentRows(options));
}
