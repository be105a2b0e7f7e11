import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * The e2e web servers' test-only first administrator (ADMIN_USER e2e): the exports take it as
 * `Authorization: Basic` (scripts' way; the admin app signs in with a session instead).
 */
export const E2E_ADMIN_AUTH = `Basic ${Buffer.from('e2e:e2e-only-password').toString('base64')}`;

/** Parses an admin export (RFC 4180 quoting, optional BOM) into records by column name. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  const [header = [], ...records] = rows;
  return records.map((record) =>
    Object.fromEntries(header.map((name, column) => [name, record[column] ?? ''])),
  );
}

/**
 * The lead sent with `email`, as marketing finds it in `/admin/api/leads.csv` of `origin` (the
 * test's base URL when empty), waiting up to 10 s for it to be stored.
 */
export async function leadRow(
  request: APIRequestContext,
  email: string,
  origin = '',
): Promise<Record<string, string>> {
  let found: Record<string, string> | undefined;
  await expect(async () => {
    const response = await request.get(`${origin}/admin/api/leads.csv`, {
      headers: { authorization: E2E_ADMIN_AUTH },
    });
    expect(response.status()).toBe(200);
    found = parseCsv(await response.text()).find((record) => record['email'] === email);
    expect(found, `a lead from ${email}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found as Record<string, string>;
}
