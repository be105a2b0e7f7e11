import { leadCsvColumns } from '@corp/api/admin';
import type { DatabaseHandle } from '@corp/api/db';
import { auditLog } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addTestUser, inboxTestApp, insertLead, signInHeaders } from '../testing/inbox-test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the inbox's filtered exports (${engine})`, () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let sales: Record<string, string>;
  const asia: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    // Two leads per query: the exports' pages are really several.
    app = await inboxTestApp(handle.db, {
      exportPageSize: 2,
      now: () => new Date('2026-11-28T10:00:00Z'),
    });
    await addTestUser(handle.db, 'sam@sales.example', 'sales');
    sales = await signInHeaders(app, 'sam@sales.example');
    for (let day = 1; day <= 5; day += 1) {
      asia.unshift(
        await insertLead(handle.db, {
          site: 'asia',
          email: `asia-${day}@example.com`,
          createdAt: new Date(Date.UTC(2026, 10, day)),
          fields: { firstName: `Asia${day}`, company: day === 3 ? 'Needle Ltd' : 'Hay' },
        }),
      );
    }
    await insertLead(handle.db, { site: 'main', createdAt: new Date(Date.UTC(2026, 10, 6)) });
    await insertLead(handle.db, {
      site: 'asia',
      status: 'spam',
      createdAt: new Date(Date.UTC(2026, 10, 7)),
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const download = (url: string) => app.inject({ url, headers: sales });
  const csvIds = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(',')[1]);

  it('exports the filtered view as exact CSV, newest first, spam left out', async () => {
    const response = await download('/admin/api/leads/export.csv?site=asia');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="leads-2026-11-28.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(leadCsvColumns.join(','));
    expect(csvIds(response.body)).toEqual(['id', ...asia]);
    expect(lines[1]?.split(',')[0]).toBe('2026-11-05T00:00:00.000Z');

    const searched = await download('/admin/api/leads/export.csv?site=asia&q=needle');
    expect(csvIds(searched.body)).toEqual(['id', asia[2]]);
    const nothing = await download('/admin/api/leads/export.csv?type=resume');
    expect(csvIds(nothing.body)).toEqual(['id']);
  });

  it('exports the same view as a typed spreadsheet', async () => {
    const response = await download('/admin/api/leads/export.xlsx?site=asia&to=2026-11-04');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="leads-2026-11-28.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('leads');
    const ids: string[] = [];
    sheet?.eachRow((row, number) => {
      if (number > 1) ids.push(String(row.getCell(2).text));
    });
    expect(ids).toEqual(asia.slice(1));
    expect(sheet?.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 4)));
  });

  it('records each export with its filter and row count, never the searched text', async () => {
    await download('/admin/api/leads/export.csv?site=asia&q=needle&unread=1');
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
    expect(entries.at(-1)).toMatchObject({
      actorLogin: 'sam@sales.example',
      targetId: 'leads-filtered.csv',
      details: {
        export: 'leads-filtered.csv',
        rows: 1,
        filter: { site: 'asia', unread: '1', searched: true },
      },
    });
    expect(JSON.stringify(entries)).not.toContain('needle');
    const xlsx = entries.find((entry) => entry.targetId === 'leads-filtered.xlsx');
    expect(xlsx?.details).toMatchObject({ rows: 4, filter: { site: 'asia', to: '2026-11-04' } });
  });

  it('refuses a bad filter before any byte', async () => {
    const response = await download('/admin/api/leads/export.xlsx?status=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { status: 'wrong-value' },
    });
  });
});
