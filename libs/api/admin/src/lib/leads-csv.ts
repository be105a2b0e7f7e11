import type { Database } from '@corp/api/db';
import { leadDeliveries, leadFiles, leads, leadSource } from '@corp/api/db';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { csvChunks } from './csv';
import type { ExportCell, ExportColumn, ExportPages } from './export-columns';

/**
 * The export's columns, in order. `source` is where the lead was left, as marketing
 * automation names it (`footer/form` for contact leads, `modal/form` for every dialog: see
 * `leadSource`); `event` is the event or webinar code; `customData` is the dialog's custom data as
 * JSON; `industry` is the chosen industry id (the career form sends one too) and `country` the
 * chosen country (its code when only that was sent). `created_at` is an instant (UTC),
 * `webhook_attempts` a number, every other column text.
 */
export const leadColumns: readonly ExportColumn[] = [
  { name: 'created_at', type: 'date', width: 20 },
  { name: 'id', type: 'text', width: 37 },
  { name: 'type', type: 'text', width: 14 },
  { name: 'source', type: 'text', width: 12 },
  { name: 'page', type: 'text', width: 30 },
  { name: 'product', type: 'text', width: 16 },
  { name: 'locale', type: 'text', width: 7 },
  { name: 'email', type: 'text', width: 30 },
  { name: 'firstName', type: 'text', width: 16 },
  { name: 'lastName', type: 'text', width: 16 },
  { name: 'name', type: 'text', width: 24 },
  { name: 'position', type: 'text', width: 20 },
  { name: 'company', type: 'text', width: 24 },
  { name: 'industry', type: 'text', width: 10 },
  { name: 'country', type: 'text', width: 16 },
  { name: 'phone', type: 'text', width: 18 },
  { name: 'comment', type: 'text', width: 40 },
  { name: 'event', type: 'text', width: 20 },
  { name: 'customData', type: 'text', width: 30 },
  { name: 'file', type: 'text', width: 40 },
  { name: 'webhook_status', type: 'text', width: 10 },
  { name: 'webhook_attempts', type: 'number', width: 10 },
  { name: 'email_status', type: 'text', width: 10 },
  { name: 'last_error', type: 'text', width: 30 },
];

/** The header row of the leads exports. */
export const leadCsvColumns = leadColumns.map((column) => column.name);

export interface LeadsCsvOptions {
  db: Database;
  /** Where `GET /files/:id` is served, for the `file` column, e.g. `/admin/files`. */
  filesPath: string;
  /** Leads read per query. */
  pageSize?: number;
  /** Only the leads matching this condition on `leads` (the inbox's filtered view); all by default. */
  where?: SQL;
  /** Newest first (the inbox's order); oldest first by default. */
  newestFirst?: boolean;
}

/** A field of the stored submission as text: objects as JSON, absent as empty. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Every lead (or those matching `where`) as typed export rows (the columns of `leadColumns`), one
 * page per query, ordered by `(created_at, id)` (descending with `newestFirst`). Pages are read with keyset pagination, so memory stays bounded by one page
 * however large the table; the cursor is the timestamp's full-precision text (a JS `Date` keeps
 * milliseconds only, which would repeat rows created within the same millisecond).
 */
export async function* leadRows(options: LeadsCsvOptions): ExportPages {
  const { db, filesPath } = options;
  const pageSize = options.pageSize ?? 500;
  const newestFirst = options.newestFirst ?? false;
  const order = newestFirst ? desc : asc;
  let cursor: { createdAt: string; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: leads.id,
        type: leads.type,
        page: leads.page,
        product: leads.product,
        locale: leads.locale,
        email: leads.email,
        fields: leads.fields,
        createdAt: leads.createdAt,
        cursor: sql<string>`${leads.createdAt}::text`,
      })
      .from(leads)
      .where(
        and(
          options.where,
          cursor
            ? sql`(${leads.createdAt}, ${leads.id}) ${sql.raw(newestFirst ? '<' : '>')} (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(order(leads.createdAt), order(leads.id))
      .limit(pageSize);
    if (page.length === 0) return;

    const ids = page.map((lead) => lead.id);
    const [deliveries, files] = await Promise.all([
      db
        .select({
          leadId: leadDeliveries.leadId,
          target: leadDeliveries.target,
          status: leadDeliveries.status,
          attempts: leadDeliveries.attempts,
          lastError: leadDeliveries.lastError,
        })
        .from(leadDeliveries)
        .where(inArray(leadDeliveries.leadId, ids)),
      db
        .select({
          id: leadFiles.id,
          leadId: leadFiles.leadId,
          originalName: leadFiles.originalName,
        })
        .from(leadFiles)
        .where(inArray(leadFiles.leadId, ids))
        .orderBy(asc(leadFiles.createdAt), asc(leadFiles.id)),
    ]);
    const deliveriesByLead = groupBy(deliveries, (delivery) => delivery.leadId);
    const filesByLead = groupBy(files, (file) => file.leadId);

    const rows: ExportCell[][] = [];
    for (const lead of page) {
      const fields = lead.fields;
      const targets = deliveriesByLead.get(lead.id) ?? [];
      const webhook = targets.find((d) => d.target === 'webhook');
      const email = targets.find((d) => d.target === 'email');
      const errors = [webhook, email].flatMap((d) =>
        d?.lastError ? [`${d.target}: ${d.lastError}`] : [],
      );
      const leadFilesList = filesByLead.get(lead.id) ?? [];
      rows.push([
        lead.createdAt,
        lead.id,
        lead.type,
        leadSource(lead.type),
        lead.page,
        lead.product,
        lead.locale,
        lead.email,
        text(fields.firstName),
        text(fields.lastName),
        text(fields.fullName ?? fields.name),
        text(fields.position),
        text(fields.company),
        text(fields.industry),
        text(fields.country ?? fields.countryCode),
        text(fields.phone),
        text(fields.comment),
        text(fields.event),
        text(fields.customData),
        leadFilesList.map((file) => `${file.originalName} (${filesPath}/${file.id})`).join('; '),
        webhook?.status ?? '',
        webhook ? webhook.attempts : null,
        email?.status ?? '',
        errors.join('; '),
      ]);
    }
    yield rows;

    if (page.length < pageSize) return;
    const last = page[page.length - 1] as (typeof page)[number];
    cursor = { createdAt: last.cursor, id: last.id };
  }
}

/**
 * The leads export as CSV chunks, for machines (every value exactly as stored): the BOM and
 * header with the first page of rows, then one chunk per page. The header goes out with the first
 * page, so a failing database fails before any byte is sent.
 */
export function leadsCsv(options: LeadsCsvOptions): AsyncGenerator<string> {
  return csvChunks(leadCsvColumns, leadRows(options));
}
