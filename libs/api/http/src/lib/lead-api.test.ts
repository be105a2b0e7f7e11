import { leadDeliveries, leadFiles, leads } from '@corp/api/db';
import { count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import { openTestApi, repoContentDir } from '../testing/test-api';
import { contact, multipart, resumeFields } from '../testing/lead-fixtures';
import type { TestApi } from '../testing/test-api';

type Item = Record<string, any>;
const products: Item[] = JSON.parse(
  readFileSync(path.join(repoContentDir, 'products/en.json'), 'utf8'),
);
const webinars: Item[] = JSON.parse(
  readFileSync(path.join(repoContentDir, 'webinars/en.json'), 'utf8'),
);
const events: Item[] = JSON.parse(
  readFileSync(path.join(repoContentDir, 'events/en.json'), 'utf8'),
);

/** A minimal stored (uncompressed) zip: what docx and pptx files are. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
void deflateRawSync;

const files = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  docx: zip({
    '[Content_Types].xml':
      '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document/>',
  }),
  pptx: zip({
    '[Content_Types].xml':
      '<Types><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    'ppt/presentation.xml': '<p:presentation/>',
  }),
  // A real Word 97 file (an OLE file is a .doc only with a root WordDocument stream).
  doc: readFileSync(path.resolve(__dirname, '../testing/documents/cv.doc')),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]),
};

describe('lead calls', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
  }, 60_000);
  afterAll(() => api.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const leadCount = async () =>
    (await api.runtime.database.db.select({ n: count() }).from(leads))[0]?.n ?? 0;

  it('stores a contact lead with its two outbox rows before answering 201, no-store', async () => {
    const before = await leadCount();
    const response = await post('/api/v1/feedback/', contact);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    const [lead] = await api.runtime.database.db.select().from(leads).where(eq(leads.id, data.id));
    expect(lead).toMatchObject({
      type: 'contact',
      page: '/contacts/',
      locale: 'ru',
      email: contact.email,
    });
    expect(lead?.fields).toMatchObject({
      firstName: 'Anna',
      company: 'Ural Mining Works',
      industry: '4',
    });
    expect(lead?.fields).not.toHaveProperty('captchaToken');
    const outbox = await api.runtime.database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, data.id));
    expect(outbox.map((row) => [row.target, row.status]).sort()).toEqual([
      ['email', 'pending'],
      ['webhook', 'pending'],
    ]);
    expect(await leadCount()).toBe(before + 1);
  });

  it.each(['contact', 'request', 'news'])('accepts type %s', async (type) => {
    expect((await post('/api/v1/feedback/', { ...contact, type })).statusCode).toBe(201);
  });

  it('brochure, brochure-ext and brochure-popup return the product brochure links', async () => {
    const product = products.find((p) => p.brochure) as Item;
    for (const type of ['brochure', 'brochure-ext', 'brochure-popup']) {
      const response = await post('/api/v1/feedback/', {
        ...contact,
        type,
        product: product.code,
        locale: 'en',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        downloadLink: product.brochure.downloadLink,
        filename: product.brochure.filename,
      });
    }
    const download = await api.app.inject({ method: 'GET', url: product.brochure.downloadLink });
    expect(download.statusCode).toBe(200);
  });

  it('demo returns the demo links; event and webinar-popup need a real event', async () => {
    const product = products.find((p) => p.demo) as Item;
    const demo = await post('/api/v1/feedback/', {
      ...contact,
      type: 'demo',
      product: product.code,
      locale: 'en',
    });
    expect(demo.json().data).toMatchObject(
      Object.fromEntries(
        Object.entries(product.demo).filter(([k]) =>
          ['downloadLink', 'filename', 'externalLink'].includes(k),
        ),
      ),
    );
    // A recording with a password, ended at the test API's clock.
    const webinar = webinars.find((w) => w.recording?.password) as Item;
    const watch = await post('/api/v1/feedback/', {
      ...contact,
      type: 'webinar-popup',
      event: webinar.code,
      locale: 'en',
    });
    expect(watch.json().data).toMatchObject({
      password: webinar.recording.password,
      externalLink: webinar.recording.link,
    });
    const event = await post('/api/v1/feedback/', {
      ...contact,
      type: 'event',
      event: events.find((item) => item.registrationOpen)?.code,
      locale: 'en',
    });
    expect(event.statusCode).toBe(201);
    const unknown = await post('/api/v1/feedback/', {
      ...contact,
      type: 'event',
      event: 'no-such-event',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ event: 'wrong-value' });
  });

  it('refuses bad input with field keys and stores nothing', async () => {
    const before = await leadCount();
    const cases: [object, Record<string, string>][] = [
      [
        { ...contact, firstName: '', phone: '' },
        { firstName: 'required', phone: 'require-single' },
      ],
      [{ ...contact, phone: '+7 123' }, { phone: 'wrong-number' }],
      [{ ...contact, email: 'nope' }, { email: 'wrong-email' }],
      [{ ...contact, isAdmin: true }, { isAdmin: 'unknown-field' }],
      [{ ...contact, company: ['x'] }, { company: 'required' }],
      [{ ...contact, comment: 'x'.repeat(5000) }, { comment: 'too-long' }],
      [{ ...contact, policyAgreement: false }, { policyAgreement: 'required' }],
      [{ ...contact, type: 'brochure' }, { product: 'required' }],
      [{ ...contact, type: 'brochure', product: 'no-such-product' }, { product: 'wrong-value' }],
    ];
    for (const [body, fields] of cases) {
      const response = await post('/api/v1/feedback/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    expect(await leadCount()).toBe(before);
  });

  it('415 for a body that is not JSON, 400 for broken JSON, 413 for a huge body', async () => {
    const text = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      payload: 'firstName=Anna',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('unsupported_media_type');
    const form = await api.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe/',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const broken = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toMatch(/\n\s+at /);
    const huge = await post('/api/v1/subscribe/', {
      email: 'a@b.example',
      page: 'x'.repeat(100_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });

  it('a feedback lead carries no file (files travel as multipart): 400 naming it, nothing stored', async () => {
    const before = await leadCount();
    const withFile = await post('/api/v1/feedback/', {
      ...contact,
      file: { name: 'rfq.pdf', data: files.pdf.toString('base64') },
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().fields).toEqual({ file: 'unknown-field' });
    expect(await leadCount()).toBe(before);
  });

  it('Idempotency-Key: the same request gets the original response, another body 422', async () => {
    const key = 'retry-test-1';
    const first = await post('/api/v1/feedback/', contact, { 'idempotency-key': key });
    const before = await leadCount();
    const second = await post(
      '/api/v1/feedback/',
      { ...contact, captchaToken: 'fresh' },
      { 'idempotency-key': key },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await leadCount()).toBe(before);
    const other = await post(
      '/api/v1/feedback/',
      { ...contact, company: 'Another Works' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_conflict');
    const concurrent = await Promise.all(
      [1, 2, 3].map(() =>
        post(
          '/api/v1/subscribe/',
          { email: 'same@example.com' },
          { 'idempotency-key': 'concurrent-1' },
        ),
      ),
    );
    expect(new Set(concurrent.map((r) => r.json().data.id)).size).toBe(1);
    expect((await post('/api/v1/feedback/', contact, { 'idempotency-key': ' ' })).statusCode).toBe(
      400,
    );
  });

  it('subscribe and save-fingerprint', async () => {
    const subscribed = await post('/api/v1/subscribe/', {
      email: 'news@example.com',
      locale: 'de',
    });
    expect(subscribed.statusCode).toBe(201);
    const [lead] = await api.runtime.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, subscribed.json().data.id));
    expect(lead).toMatchObject({ type: 'subscribe', locale: 'de', email: 'news@example.com' });
    expect(
      (
        await post('/api/v1/save-fingerprint/', {
          fingerprint: 'f0e1d2',
          cookieList: 'required,analytical',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await post('/api/v1/save-fingerprint/', { fingerprint: 'f0e1d2', cookieList: 'ads' })).json()
        .fields,
    ).toEqual({ cookieList: 'wrong-value' });
  });

  describe('resume upload', () => {
    const upload = (
      attachments: { field: string; name: string; bytes: Buffer }[],
      fields = resumeFields,
      url = '/api/v1/feedback-resume/?locale=ru',
    ) => {
      const body = multipart(fields, attachments);
      return api.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    };

    it.each([
      ['cv.pdf', 'pdf', 'application/pdf'],
      [
        'cv.docx',
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'portfolio.pptx',
        'pptx',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      ['резюме.doc', 'doc', 'application/msword'],
    ] as const)(
      'accepts %s by its content and keeps the name as metadata',
      async (name, kind, mime) => {
        const response = await upload([{ field: 'file', name, bytes: files[kind] }]);
        expect(response.statusCode).toBe(201);
        const id = response.json().data.id;
        const [lead] = await api.runtime.database.db.select().from(leads).where(eq(leads.id, id));
        expect(lead).toMatchObject({ type: 'resume', locale: 'ru' });
        const [file] = await api.runtime.database.db
          .select()
          .from(leadFiles)
          .where(eq(leadFiles.leadId, id));
        expect(file).toMatchObject({
          originalName: name,
          mimeType: mime,
          size: files[kind].length,
        });
        expect(file?.storedName).not.toContain(name);
        // In the database by default (FILE_STORE), where every process reads it.
        expect(api.runtime.files.kind).toBe('database');
        const stored = await api.runtime.files.get(file?.storedName as string);
        expect(stored?.equals(files[kind])).toBe(true);
      },
    );

    it('refuses other content, an OLE file not named .doc, two files, no file, a missing field', async () => {
      expect((await upload([{ field: 'file', name: 'cv.pdf', bytes: files.exe }])).statusCode).toBe(
        415,
      );
      expect((await upload([{ field: 'file', name: 'cv.xls', bytes: files.doc }])).statusCode).toBe(
        415,
      );
      expect(
        (
          await upload([
            { field: 'file', name: 'a.pdf', bytes: files.pdf },
            { field: 'file', name: 'b.pdf', bytes: files.pdf },
          ])
        ).statusCode,
      ).toBe(400);
      const none = await upload([]);
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toEqual({ file: 'required' });
      const { name: _name, ...noName } = resumeFields;
      expect(
        (
          await upload(
            [{ field: 'file', name: 'cv.pdf', bytes: files.pdf }],
            noName as typeof resumeFields,
          )
        ).json().fields,
      ).toEqual({ name: 'required' });
    });

    it('413 over 10 MB, 415 for JSON', async () => {
      const big = Buffer.concat([files.pdf, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
      const response = await upload([{ field: 'file', name: 'cv.pdf', bytes: big }]);
      expect(response.statusCode).toBe(413);
      const json = await post('/api/v1/feedback-resume/', resumeFields);
      expect(json.statusCode).toBe(415);
    });
  });
});

describe('captcha and credentials', () => {
  let provider: Server;
  let api: TestApi;
  const seen: string[] = [];
  beforeAll(async () => {
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(`${params.get('secret')}:${params.get('token')}`);
        if (params.get('token') === 'provider-down') {
          response.writeHead(500).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            status: params.get('token') === 'good-token' ? 'ok' : 'failed',
            message: '',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    api = await openTestApi({
      CAPTCHA_SECRET: 'server-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/validate`,
      API_USER: 'site',
      API_PASSWORD: 's3cret',
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  const auth = { authorization: `Basic ${Buffer.from('site:s3cret').toString('base64')}` };

  it('requires the API credential on /api/v1 when configured', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/v1/industry/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic/);
    const wrong = await api.app.inject({
      method: 'GET',
      url: '/api/v1/industry/',
      headers: { authorization: `Basic ${Buffer.from('site:nope').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/v1/industry/', headers: auth })).statusCode,
    ).toBe(200);
  });

  it('verifies the captcha token of every lead: a failed or missing one is 403 and stores nothing', async () => {
    const failed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      payload: { ...contact, captchaToken: 'bot-token' },
      headers: auth,
    });
    expect(failed.statusCode).toBe(403);
    expect(failed.json().code).toBe('captcha_failed');
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe/',
      payload: { email: 'x@example.com' },
      headers: auth,
    });
    expect(missing.statusCode).toBe(403);
    const [{ n }] = (await api.runtime.database.db.select({ n: count() }).from(leads)) as [
      { n: number },
    ];
    expect(n).toBe(0);
    const passed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      payload: { ...contact, captchaToken: 'good-token' },
      headers: auth,
    });
    expect(passed.statusCode).toBe(201);
    expect(seen).toContain('server-secret:good-token');
  });

  it('lets a lead through when the captcha provider itself fails', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      payload: { ...contact, captchaToken: 'provider-down' },
      headers: auth,
    });
    expect(response.statusCode).toBe(201);
  });
});
