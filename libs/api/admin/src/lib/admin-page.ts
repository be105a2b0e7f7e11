import type { Database } from '@corp/api/db';
import { leadDeliveries, leads } from '@corp/api/db';
import { asc, sql } from 'drizzle-orm';

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

/** The admin home: a link to the export and the counts of leads and deliveries. No scripts. */
export async function renderAdminPage(db: Database, basePath: string): Promise<string> {
  const count = sql<number>`count(*)::int`;
  const [byType, byDelivery] = await Promise.all([
    db.select({ type: leads.type, count }).from(leads).groupBy(leads.type).orderBy(asc(leads.type)),
    db
      .select({ target: leadDeliveries.target, status: leadDeliveries.status, count })
      .from(leadDeliveries)
      .groupBy(leadDeliveries.target, leadDeliveries.status)
      .orderBy(asc(leadDeliveries.target), asc(leadDeliveries.status)),
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

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Leads</title>
</head>
<body>
<h1>Leads</h1>
<p><a href="${escapeHtml(`${basePath}/leads.csv`)}">Download all leads (CSV)</a></p>
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
</body>
</html>
`;
}
