import { createOutboxWorker } from '@corp/api/outbox';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { careerFields, contact, multipart, webinarLead } from '../testing/lead-fixtures';
import { openTestApi, repoContentDir } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

type Item = Record<string, any>;
const read = (file: string): Item[] =>
  JSON.parse(readFileSync(path.join(repoContentDir, file), 'utf8'));

/**
 * Issue 42, points 4 and 6: what a lead gets from the content and what marketing receives. The
 * industry of every lead is the id the form sends, named by the API from its content in the
 * language marketing reads (a Kazakh lead's in Russian, its locale ru); a webinar's lead gets its
 * recording once it has ended, with or without a password, and its registration page before.
 */

/** The webhook's requests, by the lead's e-mail. */
async function withWebhook(run: (url: string, received: Map<string, Item>) => Promise<void>) {
  const received = new Map<string, Item>();
  const hook = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const body = JSON.parse(text) as Item;
      received.set(String(body['email']), { url: request.url, body });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = hook.address() as AddressInfo;
    await run(`http://127.0.0.1:${port}/ma`, received);
  } finally {
    hook.closeAllConnections();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  }
}

describe('the industry of a lead, and what marketing receives', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ LEAD_RATE_LIMIT: '100000' });
  }, 60_000);
  afterAll(() => api?.close());

  const post = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/feedback/', payload });

  async function deliver(webhookUrl: string) {
    const worker = createOutboxWorker({
      db: api.runtime.database.db,
      config: { ...api.config.outbox, webhookUrl },
    });
    while ((await worker.runOnce()).claimed > 0);
    await worker.stop();
  }

  it('delivers an Asia kz request with locale ru and the industry’s Russian name (spec §7)', async () => {
    const mining = read('industries/ru.json').find((item) => item.id === 4) as Item;
    const kzMining = read('industries/kz.json').find((item) => item.id === 4) as Item;
    expect(kzMining.name).not.toBe(mining.name);
    await withWebhook(async (url, received) => {
      // As the Asia kz send-request dialog sends it: one full name, page /asia, the industry id.
      const response = await post({
        ...contact,
        type: 'request',
        firstName: undefined,
        lastName: undefined,
        fullName: 'Айгерим Сейткали',
        email: 'aigerim@steppe.example',
        countryCode: 'KZ',
        country: 'Казахстан',
        phone: '+7 701 123 45 67',
        page: '/asia',
        industry: '4',
        locale: 'kz',
      });
      expect(response.statusCode).toBe(201);
      await deliver(url);
      expect(received.get('aigerim@steppe.example')).toMatchObject({
        url: '/ma/modal/form',
        body: {
          fullName: 'Айгерим Сейткали',
          page: '/asia',
          locale: 'ru',
          customFields: { industry: mining.name },
        },
      });
    });
  });

  it('names the industry of a contact lead and of a resume by one rule', async () => {
    const mining = (locale: string) =>
      (read(`industries/${locale}.json`).find((item) => item.id === 4) as Item).name as string;
    await withWebhook(async (url, received) => {
      const footer = await post({ ...contact, email: 'footer@naming.example', locale: 'en' });
      expect(footer.statusCode).toBe(201);
      const body = multipart({ ...careerFields, email: 'resume@naming.example' }, [
        { field: 'file', name: 'cv.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ]);
      const resume = await api.app.inject({
        method: 'POST',
        url: '/api/v1/feedback-resume/?locale=ru',
        payload: body.payload,
        headers: body.headers,
      });
      expect(resume.statusCode).toBe(201);
      await deliver(url);
      expect(received.get('footer@naming.example')?.body).toMatchObject({
        locale: 'en',
        customFields: { industry: mining('en') },
      });
      expect(received.get('resume@naming.example')?.body).toMatchObject({
        locale: 'ru',
        customFields: { industry: mining('ru') },
      });
    });
  });

  it('refuses an industry the list does not have, under its field', async () => {
    for (const industry of ['Mining', '99']) {
      const response = await post({ ...contact, email: 'wrong@naming.example', industry });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { industry: 'wrong-value' },
      });
    }
  });
});

describe('a webinar lead gets something to watch once the webinar has ended', () => {
  const webinars = read('webinars/en.json');
  /** The newest webinar: ended at this clock, its recording without a password. */
  const newest = webinars.find((webinar) => webinar.code === 'dispatching-mixed-fleets') as Item;
  const withPassword = webinars.find((webinar) => webinar.recording?.password) as Item;
  const now = '2026-11-28T12:00:00Z';
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ LEAD_RATE_LIMIT: '100000', CONTENT_NOW: now });
  }, 60_000);
  afterAll(() => api?.close());

  const watch = (code: string) =>
    api.app.inject({ method: 'POST', url: '/api/v1/feedback/', payload: webinarLead(code) });

  it('an ended webinar without a password gives its recording’s link', async () => {
    expect(newest.recording?.password).toBeUndefined();
    const response = await watch(newest.code);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      externalLink: newest.recording.link,
    });
  });

  it('an ended webinar with a password gives the password and the link', async () => {
    const response = await watch(withPassword.code);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      password: withPassword.recording.password,
      externalLink: withPassword.recording.link,
    });
  });

  it('an upcoming webinar gives its registration page, and the list never the recording', async () => {
    const upcoming = webinars.find(
      (webinar) => Date.parse(webinar.startDate) > Date.parse(now),
    ) as Item;
    const response = await watch(upcoming.code);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      externalLink: upcoming.externalLink,
    });
    const archive = await api.app.inject({ url: '/api/v1/webinars/?showAfterEndEn=1&locale=en' });
    const items = archive.json().items as Item[];
    expect(items.map((item) => item['code'])).toContain(newest.code);
    expect(items.filter((item) => 'recording' in item || 'password' in item)).toEqual([]);
  });
});
