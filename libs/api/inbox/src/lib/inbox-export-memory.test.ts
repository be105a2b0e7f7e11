import type { DatabaseHandle } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addTestUser, inboxTestApp, signInHeaders } from '../testing/inbox-test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const LEADS = 10_000;
const MB = 1024 * 1024;

// A full collection on demand, so that what the export keeps alive is measured, not garbage.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface ExportFigures {
  bytes: number;
  ms: number;
  /** The largest live heap (after a collection) while streaming, above the one before. */
  retainedGrowth: number;
  /** The largest heap seen, garbage included, above the one before. */
  heapGrowth: number;
  /** The process's largest resident set while streaming, above the one before. */
  rssGrowth: number;
}

/** Downloads `url` over HTTP, dropping each chunk once counted; samples the memory meanwhile. */
async function measure(url: string, headers: Record<string, string>): Promise<ExportFigures> {
  gc();
  const before = process.memoryUsage();
  let maxLive = before.heapUsed;
  let maxHeap = before.heapUsed;
  let maxRss = before.rss;
  const sample = () => {
    const now = process.memoryUsage();
    maxHeap = Math.max(maxHeap, now.heapUsed);
    maxRss = Math.max(maxRss, now.rss);
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  let nextCheck = MB;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    sample();
    if (bytes >= nextCheck) {
      nextCheck += MB;
      gc();
      maxLive = Math.max(maxLive, process.memoryUsage().heapUsed);
    }
  }
  const ms = performance.now() - started;
  clearInterval(timer);
  return {
    bytes,
    ms,
    retainedGrowth: maxLive - before.heapUsed,
    heapGrowth: maxHeap - before.heapUsed,
    rssGrowth: maxRss - before.rss,
  };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

describe(`exports of ${LEADS} leads stream in bounded memory (${engine})`, () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let origin: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await inboxTestApp(handle.db);
    await addTestUser(handle.db, 'sam@sales.example', 'sales');
    headers = await signInHeaders(app, 'sam@sales.example');
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // One statement: 10,000 leads of about 1 kB each, and a delivery each.
    await handle.db.execute(sql`
      insert into leads (id, type, locale, site, email, page, fields, created_at)
      select gen_random_uuid(), 'contact', 'en', 'main', 'lead' || g || '@example.com', '/contacts/',
        jsonb_build_object('firstName', 'First' || g, 'lastName', 'Last', 'company',
          'Company ' || g, 'phone', '+7 912 345-67-89', 'comment', repeat('Call me back. ', 60)),
        timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second'
      from generate_series(1, ${LEADS}) g`);
    await handle.db.execute(
      sql`insert into lead_deliveries (lead_id, target, status, attempts) select id, 'webhook', 'delivered', 1 from leads`,
    );
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  async function exported(format: 'csv' | 'xlsx') {
    // Warmed up first (code compiled, modules loaded): only what streaming keeps alive counts.
    await measure(`${origin}/admin/api/leads/export.${format}?to=2026-01-01T00:20:00Z`, headers);
    const figures = await measure(`${origin}/admin/api/leads/export.${format}`, headers);
    // The figures of the closing note (no assertion on the time).
    process.stdout.write(
      `leads export.${format} (${engine}, ${LEADS} leads): ${mb(figures.bytes)} in ${Math.round(figures.ms)} ms; ` +
        `live heap +${mb(figures.retainedGrowth)}, heap peak +${mb(figures.heapGrowth)}, RSS peak +${mb(figures.rssGrowth)}\n`,
    );
    return figures;
  }

  it('keeps alive less than a quarter of the data exported, as CSV and as xlsx', async () => {
    const csv = await exported('csv');
    expect(csv.bytes).toBeGreaterThan(LEADS * 800);
    expect(csv.retainedGrowth).toBeLessThan(csv.bytes / 4);
    // The workbook is zipped: measured against the same leads' data, the CSV's size.
    const xlsx = await exported('xlsx');
    expect(xlsx.bytes).toBeGreaterThan(LEADS * 100);
    expect(xlsx.retainedGrowth).toBeLessThan(csv.bytes / 4);
  }, 240_000);
});
