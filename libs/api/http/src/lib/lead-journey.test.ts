import { createOutboxWorker } from '@corp/api/outbox';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  brochureLead,
  careerFields,
  contact,
  eventLead,
  multipart,
  webinarLead,
} from '../testing/lead-fixtures';
import { openTestApi, repoContentDir } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

type Item = Record<string, any>;
const read = (file: string): Item[] =>
  JSON.parse(readFileSync(path.join(repoContentDir, file), 'utf8'));
const webinars = read('webinars/en.json');
const events = read('events/en.json');

/** The oldest webinar, long ended: its recording has a password. */
const endedWebinar = webinars
  .filter((webinar) => webinar.recording?.password)
  .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))[0] as Item;

const ADMIN = { authorization: `Basic ${Buffer.from('marketing:export-pw').toString('base64')}` };

/** The export's records as objects by header name (every record ends with CRLF). */
function csvRecords(text: string): Record<string, string | undefined>[] {
  const records: string[][] = [];
  let record: string[] = [];
  const cell = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/gy;
  let match: RegExpExecArray | null;
  while (cell.lastIndex < text.length && (match = cell.exec(text))) {
    const raw = match[1] as string;
    record.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '\r\n') {
      records.push(record);
      record = [];
    }
  }
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

describe('what each lead carries, end to end', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({
      LEAD_RATE_LIMIT: '100000',
      ADMIN_USER: 'marketing',
      ADMIN_PASSWORD: 'export-pw',
    });
  }, 60_000);
  afterAll(() => api?.close());

  const post = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/feedback/', payload });
  async function exported(id: string) {
    const response = await api.app.inject({ url: '/admin/api/leads.csv', headers: ADMIN });
    expect(response.statusCode).toBe(200);
    return csvRecords(response.rawPayload.subarray(3).toString('utf8')).find(
      (row) => row.id === id,
    );
  }

  describe('webinar and event leads', () => {
    it('a webinar-popup lead for an ended webinar gets its recording: password and link', async () => {
      const webinar = endedWebinar;
      expect(Date.parse(webinar.startDate)).toBeLessThan(Date.parse('2026-01-01'));
      const response = await post(webinarLead(webinar.code));
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual({
        id: expect.any(String),
        password: webinar.recording.password,
        externalLink: webinar.recording.link,
      });
    });

    it('an event lead needs an event whose registration is open', async () => {
      const open = events.find((event) => event.registrationOpen === true) as Item;
      const closed = events.find((event) => event.registrationOpen === false) as Item;
      expect((await post(eventLead(open.code))).statusCode).toBe(201);

      const before = (await api.app.inject({ url: '/admin/api/leads.csv', headers: ADMIN }))
        .payload;
      const refused = await post(eventLead(closed.code));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_failed',
        fields: { event: 'wrong-value' },
      });
      // Nothing stored for the refused one.
      const after = (await api.app.inject({ url: '/admin/api/leads.csv', headers: ADMIN })).payload;
      expect(after).toBe(before);
    });
  });

  it('stores and exports a brochure lead: source, page, product, locale, customData, comment, industry, country', async () => {
    const response = await post(brochureLead);
    expect(response.statusCode).toBe(201);
    const row = await exported(response.json().data.id);
    expect(row).toMatchObject({
      type: 'brochure',
      source: 'modal/form',
      page: '/products/dispatcher/',
      product: 'dispatcher',
      locale: 'en',
      email: contact.email,
      firstName: 'Anna',
      lastName: 'Petrova',
      position: 'Chief engineer',
      company: 'Ural Mining Works',
      industry: '1',
      country: 'Russia',
      comment: 'Brochure download',
      event: '',
    });
    expect(JSON.parse(row?.customData ?? '')).toEqual(brochureLead.customData);
  });

  it('exports an event lead’s event code and a contact lead’s footer source', async () => {
    const code = (events.find((event) => event.registrationOpen === true) as Item).code;
    const event = await post(eventLead(code));
    expect(await exported(event.json().data.id)).toMatchObject({
      type: 'event',
      source: 'modal/form',
      event: code,
      customData: '{"format":"offline"}',
    });
    const footer = await post(contact);
    expect(await exported(footer.json().data.id)).toMatchObject({
      type: 'contact',
      source: 'footer/form',
      page: '/contacts/',
      product: '',
      customData: '',
    });
  });

  it('stores and exports a resume with its country, industry and file', async () => {
    const body = multipart(careerFields, [
      { field: 'file', name: 'cv.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback-resume/?locale=ru',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    const row = await exported(response.json().data.id);
    expect(row).toMatchObject({
      type: 'resume',
      source: 'modal/form',
      locale: 'ru',
      name: careerFields.name,
      position: careerFields.position,
      country: 'Kazakhstan',
      industry: '4',
      comment: careerFields.comment,
    });
    expect(row?.file).toMatch(/^cv\.pdf \(\/admin\/api\/files\/[0-9a-f-]{36}\)$/);
  });

  it('delivers each lead to the marketing automation path of its source', async () => {
    const calls: { url?: string; body: Item }[] = [];
    const hook = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        calls.push({ url: request.url, body: JSON.parse(text) });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = hook.address() as AddressInfo;
      const worker = createOutboxWorker({
        db: api.runtime.database.db,
        config: { ...api.config.outbox, webhookUrl: `http://127.0.0.1:${port}/ma` },
      });
      // Earlier tests' leads are delivered too: look for these by e-mail.
      await post({ ...contact, email: 'footer@journey.example' });
      await post({ ...brochureLead, email: 'brochure@journey.example' });
      await post({
        ...contact,
        type: 'request',
        firstName: undefined,
        lastName: undefined,
        fullName: 'Olga Smirnova',
        email: 'request@journey.example',
      });
      while ((await worker.runOnce()).claimed > 0);
      await worker.stop();
      const to = (email: string) => calls.find((call) => call.body.email === email);
      expect(to('footer@journey.example')).toMatchObject({
        url: '/ma/footer/form',
        body: { firstName: 'Anna', lastName: 'Petrova', type: 'contact' },
      });
      expect(to('brochure@journey.example')).toMatchObject({
        url: '/ma/modal/form',
        body: { type: 'brochure', product: 'dispatcher', page: '/products/dispatcher/' },
      });
      const request = to('request@journey.example');
      expect(request).toMatchObject({
        url: '/ma/modal/form',
        body: { fullName: 'Olga Smirnova', type: 'request' },
      });
      expect(request?.body).not.toHaveProperty('firstName');
    } finally {
      hook.closeAllConnections();
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});
