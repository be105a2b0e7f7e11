/** The UTF-8 byte order mark: tells Excel the file is UTF-8 (otherwise it guesses a code page). */
export const UTF8_BOM = '\uFEFF';

/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that force RFC 4180 quoting. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: a cell a spreadsheet would run as a formula gets a leading `'`, then the value is
 * quoted per RFC 4180 when it holds a comma, a quote or a line break (quotes doubled).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with its CRLF line end. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
