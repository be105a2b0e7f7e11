import { idempotencyKeys, leadDeliveries, leadFiles, leads } from '@corp/api/db';
import { count } from 'drizzle-orm';
import { contact, multipart, resumeFields } from '../testing/lead-fixtures';
import { openTestRuntime } from '../testing/test-api';
import { createApiServer } from './api-server';
import { createMetrics } from './metrics';
import type { ApiRuntime } from './runtime';

const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'metrics-secret' };
const AUTH = `Basic ${Buffer.from('marketing:metrics-secret').toString('base64')}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe(`the lead forms' honeypot (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let runtime: ApiRuntime;
  beforeAll(async () => {
    runtime = await openTestRuntime(ADMIN);
  });
  afterAll(() => runtime.close());

  const rows = async () => {
    const db = runtime.database.db;
    const [[lead], [delivery], [file], [key]] = await Promise.all([
      db.select({ n: count() }).from(leads),
      db.select({ n: count() }).from(leadDeliveries),
      db.select({ n: count() }).from(leadFiles),
      db.select({ n: count() }).from(idempotencyKeys),
    ]);
    return { leads: lead?.n, deliveries: delivery?.n, files: file?.n, idempotency: key?.n };
  };

  it('answers a filled honeypot like a stored lead, stores nothing, counts it and logs no field', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const logged: string[] = [];
    const app = createApiServer({
      runtime,
      metrics,
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
    });
    try {
      const before = await rows();
      const feedback = await app.inject({
        method: 'POST',
        url: '/api/v1/feedback/',
        headers: { 'idempotency-key': 'bot-1' },
        payload: { ...contact, website: 'https://cheap-pills.example' },
      });
      const subscribe = await app.inject({
        method: 'POST',
        url: '/api/v1/subscribe/',
        payload: { email: 'bot@spam.example', locale: 'en', website: 'x' },
      });
      const form = multipart({ ...resumeFields, website: 'http://bot.example' }, [
        { field: 'file', name: 'cv.pdf', bytes: pdf },
      ]);
      const resume = await app.inject({
        method: 'POST',
        url: '/api/v1/feedback-resume/?locale=en',
        ...form,
      });

      for (const response of [feedback, subscribe, resume]) {
        expect(response.statusCode).toBe(201);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({
          success: true,
          data: { id: expect.stringMatching(UUID) },
        });
      }
      expect(await rows()).toEqual(before);

      const text = (await app.inject({ url: '/metrics', headers: { authorization: AUTH } }))
        .payload;
      expect(text).toContain('leads_dropped_total{reason="honeypot"} 3\n');
      expect(text).not.toContain('leads_accepted_total{');

      const drops = logged.map((line) => JSON.parse(line)).filter((e) => e.msg === 'lead dropped');
      expect(drops).toHaveLength(3);
      for (const entry of drops) {
        expect(entry).toMatchObject({ reason: 'honeypot', reqId: expect.stringMatching(UUID) });
      }
      const all = logged.join('\n');
      for (const secret of ['a.petrova@uralmining.example', 'bot@spam.example', 'cheap-pills']) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });

  it('stores a lead whose honeypot is empty as before, without the field', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const app = createApiServer({ runtime, metrics });
    try {
      const before = await rows();
      const feedback = await app.inject({
        method: 'POST',
        url: '/api/v1/feedback/',
        payload: { ...contact, email: 'human@uralmining.example', website: '' },
      });
      expect(feedback.statusCode).toBe(201);
      const form = multipart({ ...resumeFields, website: '' }, [
        { field: 'file', name: 'cv.pdf', bytes: pdf },
      ]);
      const resume = await app.inject({
        method: 'POST',
        url: '/api/v1/feedback-resume/?locale=en',
        ...form,
      });
      expect(resume.statusCode).toBe(201);
      const after = await rows();
      expect(after.leads).toBe(Number(before.leads) + 2);
      expect(after.deliveries).toBe(Number(before.deliveries) + 4);
      expect(after.files).toBe(Number(before.files) + 1);
      const stored = await runtime.database.db.select({ fields: leads.fields }).from(leads);
      for (const { fields } of stored) expect(fields).not.toHaveProperty('website');
      const text = (await app.inject({ url: '/metrics', headers: { authorization: AUTH } }))
        .payload;
      expect(text).toContain('leads_accepted_total{type="contact"} 1\n');
      expect(text).toContain('leads_accepted_total{type="resume"} 1\n');
      expect(text).not.toContain('leads_dropped_total{reason="honeypot"}');
    } finally {
      await app.close();
    }
  });
});
