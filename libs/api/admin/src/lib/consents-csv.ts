import type { Database } from '@corp/api/db';
import { consentRecords } from '@corp/api/db';
import { asc, sql } from 'drizzle-orm';
import { UTF8_BOM, csvRow } from './csv';

/** The consent export's header row, in column order. */
export const consentCsvColumns = [
  'created_at',
  'id',
  'fingerprint',
  'cookie_list',
  'host',
  'locale',
] as const;

export interface ConsentsCsvOptions {
  db: Database;
  /** Records read per query. */
  pageSize?: number;
}

/**
 * The cookie-consent export as CSV chunks: the BOM and header, then one chunk per page of records
 * ordered by `(created_at, id)`, read with keyset pagination (memory bounded by one page); the
 * cursor is the timestamp's full-precision text, as in the leads export.
 */
export async function* consentsCsv(options: ConsentsCsvOptions): AsyncGenerator<string> {
  const { db } = options;
  const pageSize = options.pageSize ?? 1000;
  // The header goes out with the first page, so a failing database fails before any byte is sent.
  let prefix = UTF8_BOM + csvRow(consentCsvColumns);
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
    if (page.length === 0) {
      if (prefix) yield prefix;
      return;
    }
    let chunk = prefix;
    prefix = '';
    for (const record of page) {
      chunk += csvRow([
        record.createdAt.toISOString(),
        String(record.id),
        record.fingerprint,
        record.cookieList,
        record.host,
        record.locale,
      ]);
    }
    yield chunk;
    if (page.length < pageSize) return;
    const last = page[page.length - 1] as (typeof page)[number];
    cursor = { createdAt: last.cursor, id: last.id };
  }
}
