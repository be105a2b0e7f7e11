import type { Database } from '@corp/api/db';
import { leadDeliveries, leads } from '@corp/api/db';
import { asc, desc, eq, sql } from 'drizzle-orm';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

/** Dead deliveries listed on the admin home (the most recent ones; the count covers all). */
export const DEAD_DELIVERIES_SHOWN = 100;

/**
 * The admin home: the downloads (the .xlsx exports for people, the exact CSV exports for
 * machines, each said so), the counts of leads and deliveries, and the dead deliveries (ids,
 * target, error: never a visitor's personal fields). No scripts.
 */
export async function renderAdminPage(
  db: Database,
  basePath: string,
  options: { deadShown?: number } = {},
): Promise<string> {
  const deadShown = options.deadShown ?? DEAD_DELIVERIES_SHOWN;
  const count = sql<number>`count(*)::int`;
  const [byType, byDelivery, dead] = await Promise.all([
    db.select({ type: leads.type, count }).from(leads).groupBy(leads.type).orderBy(asc(leads.type)),
    db
      .select({ target: leadDeliveries.target, status: leadDeliveries.status, count })
      .from(leadDeliveries)
      .groupBy(leadDeliveries.target, leadDeliveries.status)
      .orderBy(asc(leadDeliveries.target), asc(leadDeliveries.status)),
    // Only ids and delivery facts: the lead's type is its form, not anything the visitor typed.
    db
      .select({
        leadId: leadDeliveries.leadId,
        type: leads.type,
        target: leadDeliveries.target,
        attempts: leadDeliveries.attempts,
        lastError: leadDeliveries.lastError,
        diedAt: leadDeliveries.updatedAt,
      })
      .from(leadDeliveries)
      .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
      .where(eq(leadDeliveries.status, 'dead'))
      .orderBy(desc(leadDeliveries.updatedAt), desc(leadDeliveries.id))
      .limit(deadShown),
  ]);
  const total = byType.reduce((sum, row) => sum + row.count, 0);
  const typeRows = byType
    .map((row) => `<tr><td>${escapeHtml(row.type)}</td><td>${escapeHtml(row.count)}</td></tr>`)
    .join('\n');
  const deliveryRows = byDelivery
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.target)}</td><td>${escapeHtml(row.status)}</td>` +
        `<td>${escapeHtml(row.count)}</td></tr>`,
    )
    .join('\n');
  const empty = (columns: number) => `<tr><td colspan="${columns}">none</td></tr>`;
  const deadTotal = byDelivery
    .filter((row) => row.status === 'dead')
    .reduce((sum, row) => sum + row.count, 0);
  const deadRows = dead
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.leadId)}</td><td>${escapeHtml(row.type)}</td>` +
        `<td>${escapeHtml(row.target)}</td><td>${escapeHtml(row.attempts)}</td>` +
        `<td>${escapeHtml(row.lastError ?? '')}</td>` +
        `<td>${escapeHtml(row.diedAt.toISOString())}</td></tr>`,
    )
    .join('\n');
  const deadSummary =
    deadTotal === 0
      ? 'No dead deliveries.'
      : `${deadTotal} dead ${deadTotal === 1 ? 'delivery' : 'deliveries'}` +
        (dead.length < deadTotal ? `, the latest ${dead.length} shown` : '') +
        '. They are not retried until requeued: <code>npm run outbox:requeue</code> ' +
        '(all, <code>-- --lead &lt;id&gt;</code> or <code>-- --target webhook|email</code>).';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Leads</title>
</head>
<body>
<h1>Leads</h1>
<h2>Downloads</h2>
<p>To read in Excel, Numbers or LibreOffice, for people:
<a href="${escapeHtml(`${basePath}/leads.xlsx`)}">all leads (.xlsx)</a> and
<a href="${escapeHtml(`${basePath}/consents.xlsx`)}">all cookie consents (.xlsx)</a>.
Every cell is plain text, a number or a date (UTC): nothing in them runs as a formula.</p>
<p>To import into a CRM or another program, for machines:
<a href="${escapeHtml(`${basePath}/leads.csv`)}">all leads (CSV)</a> and
<a href="${escapeHtml(`${basePath}/consents.csv`)}">all cookie consents (CSV)</a>,
every value exactly as it was sent. Open a CSV in a spreadsheet at your own risk: a value that
starts with <code>=</code>, <code>+</code>, <code>-</code> or <code>@</code> may run there as a
formula. Use the .xlsx.</p>
<h2>Leads per type</h2>
<table>
<thead><tr><th>Type</th><th>Leads</th></tr></thead>
<tbody>
${typeRows || empty(2)}
</tbody>
<tfoot><tr><th>Total</th><td>${escapeHtml(total)}</td></tr></tfoot>
</table>
<h2>Deliveries</h2>
<table>
<thead><tr><th>Target</th><th>Status</th><th>Deliveries</th></tr></thead>
<tbody>
${deliveryRows || empty(3)}
</tbody>
</table>
<h2>Dead deliveries</h2>
<p>${deadSummary}</p>
<table>
<thead><tr><th>Lead</th><th>Type</th><th>Target</th><th>Attempts</th><th>Last error</th><th>Died (UTC)</th></tr></thead>
<tbody>
${deadRows || empty(6)}
</tbody>
</table>
</body>
</html>
`;
}
