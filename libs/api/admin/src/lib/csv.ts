import type { ExportCell } from './export-columns';

/** The UTF-8 byte order mark the exports have always started with (CRM imports skip it). */
export const UTF8_BOM = '\uFEFF';

/** Characters that force RFC 4180 quoting. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell, for machines: the value exactly as stored, quoted per RFC 4180 when it holds a
 * comma, a quote or a line break (quotes doubled), and nothing else. `+77912345678`, `-a@b.c` and
 * `=HYPERLINK(…)` stay what they are: a CRM import must get the stored value, so nothing guards
 * against a spreadsheet running a cell as a formula. People open the `.xlsx` export, whose cells
 * are typed text (ADR 0025); a spreadsheet that opens this file is at its user's own risk.
 */
export function csvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A typed export cell as CSV text: dates as ISO 8601 UTC, numbers in JS notation, empty as ''. */
export function csvText(cell: ExportCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return typeof cell === 'number' ? String(cell) : cell;
}

/** One CSV record with its CRLF line end. */
export function csvRow(values: readonly ExportCell[]): string {
  return `${values.map((value) => csvCell(csvText(value))).join(',')}\r\n`;
}

/**
 * An export as CSV chunks: the BOM and the header row go out with the first page of rows (so a
 * database that fails on the first query fails before any byte is sent), then one chunk per page.
 */
export async function* csvChunks(
  header: readonly string[],
  pages: AsyncIterable<ExportCell[][]>,
): AsyncGenerator<string> {
  let prefix = UTF8_BOM + csvRow(header);
  for await (const page of pages) {
    let chunk = prefix;
    prefix = '';
    for (const row of page) chunk += csvRow(row);
    yield chunk;
  }
  if (prefix) yield prefix;
}
