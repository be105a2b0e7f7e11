import type { Database, DatabaseHandle } from '@corp/api/db';
import {
  consentRecords,
  databaseFileStore,
  diskFileStore,
  leadDeliveries,
  leadFiles,
  leads,
  STORED_FILE_CHUNK,
  storedFiles,
} from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addActiveUser } from '@corp/api/accounts';
import { handleApiError } from '@corp/api/core';
import { adminApi } from './admin-api';
import type { AdminApiOptions } from './admin-api';
import { exportRoutes } from './export-routes';
import { leadsSummary } from './leads-summary';
import type { ExportRoutesOptions } from './export-routes';
import { consentCsvColumns } from './consents-csv';
import { leadCsvColumns } from './leads-csv';

const USER = 'marketing';
const PASSWORD = 'pässwörd:1';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
const AUTH = { authorization: basic(USER, PASSWORD) };
const SCRYPT = { ln: 10, r: 8, p: 1 };
const SALES_ID = '99999999-9999-4999-8999-999999999999';

// Fixed ids so rows with the same created_at have a known order.
const ID = {
  subscribe: '00000000-0000-4000-8000-000000000001',
  contact: '00000000-0000-4000-8000-00000000000a',
  brochure: '00000000-0000-4000-8000-00000000000e',
  resume: '00000000-0000-4000-8000-000000000002',
  event: '00000000-0000-4000-8000-000000000004',
  webinar: '00000000-0000-4000-8000-000000000005',
  script: '00000000-0000-4000-8000-000000000003',
};
const FILE_ID = '11111111-1111-4111-8111-111111111111';
const ESCAPING_FILE_ID = '22222222-2222-4222-8222-222222222222';
const MISSING_FILE_ID = '33333333-3333-4333-8333-333333333333';
const FILE_BYTES = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 7) % 256));
const FILE_NAME = 'Резюме "Анна" (final).pdf';

/** An RFC 4180 reader for the assertions: CRLF records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"' && field === '') {
      i += 1;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else if (i >= text.length) {
          throw new Error('unterminated quote');
        } else {
          field += text[i];
          i += 1;
        }
      }
    } else if (char === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (char === '\r' || char === '\n' || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('last record lacks CRLF');
  return records;
}

function rowsByColumn(records: string[][]): Record<string, string | undefined>[] {
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, i) => [name, row[i]])));
}

describe(`admin routes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let baseDir: string;
  let uploadsDir: string;
  const apps: ReturnType<typeof Fastify>[] = [];

  const now = () => new Date('2026-03-04T22:30:00Z');
  /** The admin API as served, the exports opened with `AUTH` (a sales user's basic auth). */
  function build(overrides: Partial<AdminApiOptions> = {}) {
    const app = Fastify();
    app.register(adminApi, {
      prefix: '/admin/api',
      db: handle.db,
      files: diskFileStore(uploadsDir),
      now,
      scrypt: SCRYPT,
      ...overrides,
    });
    apps.push(app);
    return app;
  }

  /** The export routes alone, as a signed-in sales user sees them (a broken database …). */
  function buildBare(overrides: Partial<ExportRoutesOptions> = {}) {
    const app = Fastify();
    app.setErrorHandler(handleApiError);
    app.decorateRequest('adminUser', null);
    app.addHook('onRequest', async (request) => {
      request.adminUser = {
        id: SALES_ID,
        login: USER,
        name: USER,
        role: 'sales',
        sites: [],
        locales: [],
      };
    });
    app.register(exportRoutes, {
      prefix: '/admin/api',
      db: handle.db,
      files: diskFileStore(uploadsDir),
      now,
      ...overrides,
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    const sales = await addActiveUser(
      handle.db,
      { login: USER, password: PASSWORD, role: 'sales' },
      { scrypt: SCRYPT },
    );
    await handle.db.execute(sql`update admin_users set id = ${SALES_ID} where id = ${sales.id}`);
    baseDir = mkdtempSync(path.join(tmpdir(), 'admin-'));
    uploadsDir = path.join(baseDir, 'uploads');
    mkdirSync(uploadsDir);
    writeFileSync(path.join(uploadsDir, 'stored-resume'), FILE_BYTES);
    // A file outside the uploads directory that a bad row points at.
    writeFileSync(path.join(baseDir, 'outside.txt'), 'secret');

    const at = (timestamp: string) => sql`${timestamp}::timestamptz`;
    await handle.db.insert(leads).values([
      {
        id: ID.contact,
        type: 'contact',
        page: '/ru/contacts',
        locale: 'ru',
        email: 'ivan@example.com',
        createdAt: at('2026-01-01 09:00:00.000001+00'),
        fields: {
          firstName: 'Иван',
          lastName: 'Петров',
          position: '=HYPERLINK("http://evil.example","click")',
          company: 'Acme, "Best" Ltd',
          industry: '2',
          country: 'Россия',
          countryCode: 'RU',
          email: 'ivan@example.com',
          phone: '+7 900 000-00-00',
          comment: 'Первая строка\r\nвторая строка',
          policyAgreement: true,
        },
      },
      {
        // As the download-brochure dialog sends it (spec §3 submit payload).
        id: ID.brochure,
        type: 'brochure',
        page: '/en/products/iot',
        product: 'iot',
        locale: 'en',
        email: 'jane@example.com',
        // The same microsecond as the contact lead: ordered by id.
        createdAt: at('2026-01-01 09:00:00.000001+00'),
        fields: {
          type: 'brochure',
          fullName: 'Jane Doe',
          position: 'CTO',
          company: '-1+1',
          industry: '5',
          country: 'Germany',
          countryCode: 'DE',
          phone: '\t123',
          email: 'jane@example.com',
          comment: 'Brochure download',
          page: '/en/products/iot',
          product: 'iot',
          customData: { buttonId: 'hero', formula: '=1+1', count: 2 },
          locale: 'en',
        },
      },
      {
        id: ID.resume,
        type: 'resume',
        page: '/about/hr/',
        locale: 'en',
        email: 'anna@example.com',
        // One microsecond later: within the same JS millisecond as the two above.
        createdAt: at('2026-01-01 09:00:00.000002+00'),
        // As the career form sends it: country and industry too; the file's name is kept.
        fields: {
          name: 'Anna Smith',
          position: 'Engineer',
          email: 'anna@example.com',
          comment: '@SUM(A1)',
          phone: '123',
          country: 'Kazakhstan',
          countryCode: 'KZ',
          industry: '4',
          file: FILE_NAME,
        },
      },
      {
        id: ID.event,
        type: 'event',
        page: '/en/events/digital-mine-forum-2026',
        locale: 'en',
        email: 'eve@example.com',
        createdAt: at('2026-01-01 10:00:00+00'),
        fields: {
          type: 'event',
          firstName: 'Eve',
          lastName: 'Adams',
          email: 'eve@example.com',
          event: 'digital-mine-forum-2026',
          customData: { format: 'offline' },
          industry: '4',
          country: 'Russia',
        },
      },
      {
        id: ID.webinar,
        type: 'webinar-popup',
        page: '/en/media/webinars',
        locale: 'en',
        email: 'walt@example.com',
        createdAt: at('2026-01-01 11:00:00+00'),
        fields: {
          type: 'webinar-popup',
          firstName: 'Walt',
          lastName: 'Brown',
          email: 'walt@example.com',
          event: 'virtual-flow-metering',
          industry: '2',
          country: 'Kazakhstan',
        },
      },
      {
        id: ID.subscribe,
        type: 'subscribe',
        locale: 'de',
        email: 'sub@example.com',
        createdAt: at('2025-12-31 23:59:59.999999+00'),
        fields: { email: 'sub@example.com' },
      },
      {
        id: ID.script,
        type: '<script>alert(1)</script>',
        locale: 'en',
        email: 'x@example.com',
        createdAt: at('2026-01-02 00:00:00+00'),
        fields: { email: 'x@example.com' },
      },
    ]);
    await handle.db.insert(leadDeliveries).values([
      { leadId: ID.contact, target: 'webhook', status: 'delivered', attempts: 1 },
      {
        leadId: ID.contact,
        target: 'email',
        status: 'retry',
        attempts: 3,
        lastError: 'SMTP 451, try "later"',
      },
      {
        leadId: ID.brochure,
        target: 'webhook',
        status: 'dead',
        attempts: 8,
        lastError: 'HTTP 500',
        updatedAt: new Date('2026-01-03T08:00:00Z'),
      },
      {
        leadId: ID.script,
        target: 'email',
        status: 'dead',
        attempts: 10,
        lastError: 'SMTP 550 <b onmouseover="x">&amp;</b>',
        updatedAt: new Date('2026-01-04T09:30:00Z'),
      },
      { leadId: ID.brochure, target: 'email', status: 'skipped' },
      { leadId: ID.resume, target: 'email', status: 'pending' },
    ]);
    await handle.db.insert(leadFiles).values([
      {
        id: FILE_ID,
        leadId: ID.resume,
        originalName: FILE_NAME,
        storedName: 'stored-resume',
        mimeType: 'application/pdf',
        size: FILE_BYTES.length,
      },
      {
        id: ESCAPING_FILE_ID,
        leadId: ID.resume,
        originalName: 'x.txt',
        storedName: '../outside.txt',
        mimeType: 'text/plain',
        size: 6,
      },
      {
        id: MISSING_FILE_ID,
        leadId: ID.resume,
        originalName: 'gone.pdf',
        storedName: 'not-there',
        mimeType: 'application/pdf',
        size: 1,
      },
    ]);
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await handle?.close();
    if (baseDir) rmSync(baseDir, { recursive: true, force: true });
  });

  it('answers JSON 404s under its prefix, the host’s own 404 elsewhere', async () => {
    const host = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    apps.push(host);
    host.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: 'host' }));
    host.register(adminApi, {
      prefix: '/admin/api',
      db: handle.db,
      files: diskFileStore(uploadsDir),
      scrypt: SCRYPT,
    });
    expect((await host.inject({ url: '/admin/api/leads.csv', headers: AUTH })).statusCode).toBe(
      200,
    );
    expect((await host.inject({ url: '/elsewhere' })).json()).toEqual({ code: 'host' });
    for (const url of ['/admin/api/zzz', '/admin/api/x/y']) {
      const response = await host.inject({ url, headers: AUTH });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  describe('authentication', () => {
    it.each([
      ['no header', {}, 'unauthorized'],
      ['a wrong password', { authorization: basic(USER, 'pässwörd:2') }, 'invalid_credentials'],
      ['a wrong user', { authorization: basic('nobody', PASSWORD) }, 'invalid_credentials'],
      [
        'a prefix of the password',
        { authorization: basic(USER, 'pässwörd') },
        'invalid_credentials',
      ],
      ['another scheme', { authorization: 'Bearer abc' }, 'unauthorized'],
      [
        'no colon',
        { authorization: `Basic ${Buffer.from(USER).toString('base64')}` },
        'unauthorized',
      ],
    ])('answers 401 without a browser prompt for %s', async (_name, headers, code) => {
      const app = build();
      for (const url of ['/admin/api/leads.csv', `/admin/api/files/${FILE_ID}`]) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBeUndefined();
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          code,
          message: expect.any(String),
          requestId: expect.any(String),
        });
        expect(response.payload).not.toContain('example.com');
      }
    });

    it('accepts the right UTF-8 credentials, with the scheme and the login in any case', async () => {
      const app = build();
      const lower = basic('MarKeting', PASSWORD).replace('Basic', 'basic');
      const response = await app.inject({
        url: '/admin/api/leads.csv',
        headers: { authorization: lower },
      });
      expect(response.statusCode).toBe(200);
    });

    it('takes basic auth on the exports only, not on the users or the audit log', async () => {
      const app = build();
      for (const url of ['/admin/api/users', '/admin/api/audit', '/admin/api/session']) {
        expect((await app.inject({ url, headers: AUTH })).statusCode).toBe(401);
      }
    });
  });

  describe('GET /admin/consents.csv', () => {
    const at = (timestamp: string) => sql`${timestamp}::timestamptz`;
    beforeAll(async () => {
      await handle.db.insert(consentRecords).values([
        {
          fingerprint: 'fp-1',
          cookieList: 'required,analytical,marketing',
          host: 'corp.example',
          locale: 'de',
          createdAt: at('2026-02-01 10:00:00.000002+00'),
        },
        {
          fingerprint: '=HYPERLINK("http://evil.example")',
          cookieList: 'required',
          host: 'asia.corp.example',
          locale: 'ru',
          createdAt: at('2026-02-01 10:00:00.000001+00'),
        },
        {
          fingerprint: 'server-unknown',
          cookieList: '',
          host: '',
          locale: 'en',
          createdAt: at('2026-02-01 10:00:00.000002+00'),
        },
      ]);
    });

    const download = (app = build()) =>
      app.inject({ method: 'GET', url: '/admin/api/consents.csv', headers: AUTH });

    it('needs a signed-in or basic-auth user', async () => {
      const response = await build().inject({ method: 'GET', url: '/admin/api/consents.csv' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(response.payload).not.toContain('fp-1');
    });

    it('sends every record in (created_at, id) order, each value as stored, page after page', async () => {
      for (const csvPageSize of [undefined, 1, 2]) {
        const response = await download(build(csvPageSize ? { csvPageSize } : {}));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="consents-2026-03-04.csv"',
        );
        expect(response.headers['cache-control']).toBe('no-store');
        expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = response.rawPayload.subarray(3).toString('utf8');
        expect(text.startsWith(`${consentCsvColumns.join(',')}\r\n`)).toBe(true);
        expect(text).toContain(`,"=HYPERLINK(""http://evil.example"")",required,`);
        const rows = rowsByColumn(parseCsv(text));
        expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
          {
            created_at: '2026-02-01T10:00:00.000Z',
            fingerprint: `=HYPERLINK("http://evil.example")`,
            cookie_list: 'required',
            host: 'asia.corp.example',
            locale: 'ru',
          },
          {
            created_at: '2026-02-01T10:00:00.000Z',
            fingerprint: 'fp-1',
            cookie_list: 'required,analytical,marketing',
            host: 'corp.example',
            locale: 'de',
          },
          {
            created_at: '2026-02-01T10:00:00.000Z',
            fingerprint: 'server-unknown',
            cookie_list: '',
            host: '',
            locale: 'en',
          },
        ]);
        expect(Number(rows[1]?.id)).toBeLessThan(Number(rows[2]?.id));
      }
    });
  });

  describe('GET /admin/leads.csv', () => {
    it('sends a CSV attachment that is not cached', async () => {
      const response = await build().inject({
        method: 'GET',
        url: '/admin/api/leads.csv',
        headers: AUTH,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="leads-2026-03-04.csv"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('starts with the BOM and the header row, and ends every record with CRLF', async () => {
      const response = await build().inject({
        method: 'GET',
        url: '/admin/api/leads.csv',
        headers: AUTH,
      });
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = response.rawPayload.subarray(3).toString('utf8');
      expect(text.startsWith(`${leadCsvColumns.join(',')}\r\n`)).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(parseCsv(text)[0]).toEqual([...leadCsvColumns]);
    });

    it('lists every lead once, ordered by created_at and id', async () => {
      for (const csvPageSize of [undefined, 1, 2]) {
        const response = await build({ csvPageSize }).inject({
          method: 'GET',
          url: '/admin/api/leads.csv',
          headers: AUTH,
        });
        const rows = rowsByColumn(parseCsv(response.rawPayload.subarray(3).toString('utf8')));
        expect(rows.map((row) => row.id)).toEqual([
          ID.subscribe,
          ID.contact,
          ID.brochure,
          ID.resume,
          ID.event,
          ID.webinar,
          ID.script,
        ]);
        expect(rows.map((row) => row.created_at)).toEqual([
          '2025-12-31T23:59:59.999Z',
          '2026-01-01T09:00:00.000Z',
          '2026-01-01T09:00:00.000Z',
          '2026-01-01T09:00:00.000Z',
          '2026-01-01T10:00:00.000Z',
          '2026-01-01T11:00:00.000Z',
          '2026-01-02T00:00:00.000Z',
        ]);
      }
    });

    it('quotes commas, quotes and line breaks, keeps Cyrillic, and keeps formula-like values exact', async () => {
      const response = await build().inject({
        method: 'GET',
        url: '/admin/api/leads.csv',
        headers: AUTH,
      });
      const text = response.rawPayload.subarray(3).toString('utf8');
      expect(text).toContain(',"Acme, ""Best"" Ltd",');
      expect(text).toContain(',"Первая строка\r\nвторая строка",');
      // For machines: no `'` guard (people get the .xlsx, whose cells are typed text).
      expect(text).toContain(`,"=HYPERLINK(""http://evil.example"",""click"")",`);
      expect(text).toContain(',+7 900 000-00-00,');

      const rows = rowsByColumn(parseCsv(text));
      const contact = rows.find((row) => row.id === ID.contact);
      expect(contact).toMatchObject({
        type: 'contact',
        page: '/ru/contacts',
        locale: 'ru',
        email: 'ivan@example.com',
        firstName: 'Иван',
        lastName: 'Петров',
        name: '',
        position: `=HYPERLINK("http://evil.example","click")`,
        company: 'Acme, "Best" Ltd',
        industry: '2',
        country: 'Россия',
        phone: '+7 900 000-00-00',
        comment: 'Первая строка\r\nвторая строка',
      });
      const brochure = rows.find((row) => row.id === ID.brochure);
      expect(brochure).toMatchObject({
        product: 'iot',
        name: 'Jane Doe',
        company: '-1+1',
        phone: '\t123',
      });
      const resume = rows.find((row) => row.id === ID.resume);
      expect(resume).toMatchObject({ name: 'Anna Smith', comment: '@SUM(A1)', phone: '123' });
    });

    it('exports what each kind of lead carries: source, product, page, event, customData, comment, industry, country, file', async () => {
      const response = await build().inject({
        method: 'GET',
        url: '/admin/api/leads.csv',
        headers: AUTH,
      });
      const text = response.rawPayload.subarray(3).toString('utf8');
      // customData as JSON text, quoted (it holds commas and quotes); a formula inside it is
      // harmless, the cell starts with "{" (jsonb orders the keys its own way).
      expect(text).toContain(',"{""count"":2,""formula"":""=1+1"",""buttonId"":""hero""}",');
      const rows = rowsByColumn(parseCsv(text));
      const row = (id: string) => rows.find((candidate) => candidate.id === id);
      expect(row(ID.contact)).toMatchObject({
        type: 'contact',
        source: 'footer/form',
        product: '',
        event: '',
        customData: '',
      });
      expect(row(ID.brochure)).toMatchObject({
        type: 'brochure',
        source: 'modal/form',
        page: '/en/products/iot',
        product: 'iot',
        locale: 'en',
        name: 'Jane Doe',
        position: 'CTO',
        industry: '5',
        country: 'Germany',
        comment: 'Brochure download',
        event: '',
        file: '',
      });
      expect(JSON.parse(row(ID.brochure)?.customData ?? '')).toEqual({
        buttonId: 'hero',
        formula: '=1+1',
        count: 2,
      });
      expect(row(ID.event)).toMatchObject({
        type: 'event',
        source: 'modal/form',
        page: '/en/events/digital-mine-forum-2026',
        product: '',
        firstName: 'Eve',
        lastName: 'Adams',
        event: 'digital-mine-forum-2026',
        customData: '{"format":"offline"}',
        industry: '4',
        country: 'Russia',
      });
      expect(row(ID.webinar)).toMatchObject({
        type: 'webinar-popup',
        source: 'modal/form',
        page: '/en/media/webinars',
        event: 'virtual-flow-metering',
        industry: '2',
        country: 'Kazakhstan',
      });
      expect(row(ID.resume)).toMatchObject({
        type: 'resume',
        source: 'modal/form',
        page: '/about/hr/',
        name: 'Anna Smith',
        position: 'Engineer',
        email: 'anna@example.com',
        country: 'Kazakhstan',
        industry: '4',
      });
      expect(row(ID.resume)?.file).toContain(`${FILE_NAME} (/admin/api/files/${FILE_ID})`);
      expect(row(ID.subscribe)).toMatchObject({
        type: 'subscribe',
        source: 'modal/form',
        email: 'sub@example.com',
      });
    });

    it('shows each target’s delivery state and the resume files', async () => {
      const response = await build().inject({
        method: 'GET',
        url: '/admin/api/leads.csv',
        headers: AUTH,
      });
      const rows = rowsByColumn(parseCsv(response.rawPayload.subarray(3).toString('utf8')));
      const pick = (id: string) => {
        const row = rows.find((candidate) => candidate.id === id);
        return {
          webhook_status: row?.webhook_status,
          webhook_attempts: row?.webhook_attempts,
          email_status: row?.email_status,
          last_error: row?.last_error,
          file: row?.file,
        };
      };
      expect(pick(ID.contact)).toEqual({
        webhook_status: 'delivered',
        webhook_attempts: '1',
        email_status: 'retry',
        last_error: 'email: SMTP 451, try "later"',
        file: '',
      });
      expect(pick(ID.brochure)).toEqual({
        webhook_status: 'dead',
        webhook_attempts: '8',
        email_status: 'skipped',
        last_error: 'webhook: HTTP 500',
        file: '',
      });
      expect(pick(ID.resume)).toEqual({
        webhook_status: '',
        webhook_attempts: '',
        email_status: 'pending',
        last_error: '',
        file: [
          `${FILE_NAME} (/admin/api/files/${FILE_ID})`,
          `x.txt (/admin/api/files/${ESCAPING_FILE_ID})`,
          `gone.pdf (/admin/api/files/${MISSING_FILE_ID})`,
        ].join('; '),
      });
      expect(pick(ID.subscribe)).toEqual({
        webhook_status: '',
        webhook_attempts: '',
        email_status: '',
        last_error: '',
        file: '',
      });
    });

    it('answers a failing database with the uniform 500 instead of a broken file', async () => {
      const broken = {
        select: () => {
          throw new Error('connection refused');
        },
      } as unknown as Database;
      const response = await buildBare({ db: broken }).inject({
        method: 'GET',
        url: '/admin/api/leads.csv',
        headers: AUTH,
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toEqual({
        code: 'internal_error',
        message: 'Internal server error',
        requestId: expect.any(String),
      });
    });
  });

  describe('GET /admin/files/:id', () => {
    it('streams the stored bytes as an attachment with the original name', async () => {
      const response = await build().inject({
        method: 'GET',
        url: `/admin/api/files/${FILE_ID}`,
        headers: AUTH,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="______ ______ (final).pdf"; filename*=UTF-8''` +
          `${encodeURIComponent('Резюме "Анна"')}%20%28final%29.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-length']).toBe(String(FILE_BYTES.length));
      expect(response.rawPayload.equals(FILE_BYTES)).toBe(true);
    });

    it('serves a file from the database store, and an older one from its legacy folder', async () => {
      // Three chunks' worth, the last one partly filled, stored as the lead routes store it.
      const bytes = Buffer.alloc(STORED_FILE_CHUNK * 2.5, 'cv ');
      Buffer.from('%PDF-1.4 stored in the database').copy(bytes);
      const store = databaseFileStore(handle.db, { legacyDir: uploadsDir });
      const storedName = await store.put(handle.db, bytes, 'pdf');
      expect(storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const chunks = await handle.db
        .select({ seq: storedFiles.seq })
        .from(storedFiles)
        .where(eq(storedFiles.name, storedName));
      expect(chunks.map((chunk) => chunk.seq).sort()).toEqual([0, 1, 2]);
      const [lead] = await handle.db.select({ id: leadFiles.leadId }).from(leadFiles).limit(1);
      const inDatabase = '55555555-5555-4555-8555-555555555555';
      await handle.db.insert(leadFiles).values({
        id: inDatabase,
        leadId: lead?.id as string,
        originalName: 'cv.pdf',
        storedName,
        mimeType: 'application/pdf',
        size: bytes.length,
      });
      const app = build({ files: store });
      const fromTable = await app.inject({ url: `/admin/api/files/${inDatabase}`, headers: AUTH });
      expect(fromTable.statusCode).toBe(200);
      expect(fromTable.rawPayload.equals(bytes)).toBe(true);
      const legacy = await app.inject({ url: `/admin/api/files/${FILE_ID}`, headers: AUTH });
      expect(legacy.rawPayload.equals(FILE_BYTES)).toBe(true);
      for (const id of [ESCAPING_FILE_ID, MISSING_FILE_ID]) {
        const response = await app.inject({ url: `/admin/api/files/${id}`, headers: AUTH });
        expect(response.statusCode).toBe(404);
        expect(response.payload).not.toContain('secret');
      }
      await handle.db.delete(leadFiles).where(eq(leadFiles.id, inDatabase));
    });

    it.each([
      ['an unknown id', '44444444-4444-4444-8444-444444444444'],
      ['a non-uuid id', 'stored-resume'],
      ['a traversal attempt', '..%2F..%2Fetc%2Fpasswd'],
      ['a row pointing outside the uploads directory', ESCAPING_FILE_ID],
      ['a row whose file is gone', MISSING_FILE_ID],
    ])('answers 404 for %s', async (_name, id) => {
      const response = await build().inject({
        method: 'GET',
        url: `/admin/api/files/${id}`,
        headers: AUTH,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expect(response.payload).not.toContain('secret');
    });
  });

  describe('GET /admin/api/leads/summary', () => {
    /** Signed in as the sales user (the summary takes no basic auth). */
    const SESSION: Record<string, string> = {};
    beforeAll(async () => {
      const app = build();
      const response = await app.inject({
        method: 'POST',
        url: '/admin/api/session',
        headers: { 'content-type': 'application/json' },
        payload: { login: USER, password: PASSWORD },
      });
      SESSION['cookie'] = String(response.headers['set-cookie']).split(';')[0] as string;
    });
    it('counts leads per type and deliveries per target and status', async () => {
      const response = await build().inject({ url: '/admin/api/leads/summary', headers: SESSION });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const summary = response.json();
      expect(summary.total).toBe(7);
      expect(summary.byType).toEqual(
        expect.arrayContaining([
          { type: 'contact', count: 1 },
          { type: '<script>alert(1)</script>', count: 1 },
        ]),
      );
      expect(summary.deliveries).toEqual(
        expect.arrayContaining([
          { target: 'webhook', status: 'dead', count: 1 },
          { target: 'email', status: 'retry', count: 1 },
        ]),
      );
    });

    it('lists the dead deliveries, newest first, without any personal field', async () => {
      const response = await build().inject({ url: '/admin/api/leads/summary', headers: SESSION });
      const { dead } = response.json();
      expect(dead).toEqual({
        total: 2,
        latest: [
          {
            leadId: ID.script,
            type: '<script>alert(1)</script>',
            target: 'email',
            attempts: 10,
            lastError: 'SMTP 550 <b onmouseover="x">&amp;</b>',
            diedAt: '2026-01-04T09:30:00.000Z',
          },
          {
            leadId: ID.brochure,
            type: 'brochure',
            target: 'webhook',
            attempts: 8,
            lastError: 'HTTP 500',
            diedAt: '2026-01-03T08:00:00.000Z',
          },
        ],
      });
      for (const personal of [
        'example.com',
        'Jane',
        'Иван',
        '+7 900',
        'Acme',
        'digital-mine-forum',
      ])
        expect(response.payload).not.toContain(personal);
    });

    it('shows the latest dead deliveries only, counting all', async () => {
      const summary = await leadsSummary(handle.db, 1);
      expect(summary.dead.total).toBe(2);
      expect(summary.dead.latest.map((row) => row.leadId)).toEqual([ID.script]);
    });

    it('is for signed-in administrators and sales only, not for basic auth', async () => {
      for (const headers of [{}, AUTH])
        expect(
          (await build().inject({ url: '/admin/api/leads/summary', headers })).statusCode,
        ).toBe(401);
    });
  });
});
