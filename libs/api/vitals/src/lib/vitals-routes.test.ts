import { handleApiError } from '@corp/api/core';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { createWebVitalHistograms } from './vitals-histograms';
import { vitalsRoutes } from './vitals-routes';

/**
 * The beacon endpoint on its own (issue 46, goal 5): what it answers, and what the histograms
 * hold afterwards — in the Prometheus text a scrape reads.
 */
async function openVitals(perMinute = 100) {
  const registry = new Registry();
  const histograms = createWebVitalHistograms(registry);
  const app = Fastify();
  app.setErrorHandler(handleApiError);
  await app.register(fastifyRateLimit, { global: false });
  // As the web server decorates each request with the site its Host rules picked.
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request) => {
    const site = request.headers['x-test-served-site'];
    (request as unknown as { site: unknown }).site = typeof site === 'string' ? site : null;
  });
  await app.register(vitalsRoutes, { observe: histograms.observe, perMinute, prefix: '/api/v1' });
  await app.ready();
  return { app, scrape: () => registry.metrics() };
}

const batch = {
  site: 'main',
  pageType: 'product-code',
  metrics: [
    { name: 'LCP', value: 1840.5, rating: 'good' },
    { name: 'CLS', value: 0.12, rating: 'needs-improvement' },
    { name: 'INP', value: 96, rating: 'good' },
    { name: 'TTFB', value: 210, rating: 'good' },
  ],
};

const beacon = (
  app: FastifyInstance,
  body: unknown,
  { type = 'text/plain;charset=UTF-8', from = '10.46.5.1', servedSite = '' } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/web-vitals/',
    remoteAddress: from,
    headers: { 'content-type': type, ...(servedSite ? { 'x-test-served-site': servedSite } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** `web_vitals_…_count{…}` of a scrape, 0 when the series does not exist. */
function countOf(text: string, family: string, labels: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${family}_count{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('POST /api/v1/web-vitals/', () => {
  let vitals: Awaited<ReturnType<typeof openVitals>>;
  beforeEach(async () => {
    vitals = await openVitals();
  });
  afterEach(() => vitals.app.close());

  it('observes a sendBeacon batch (text/plain) per site, page type and metric, and answers 204', async () => {
    const response = await beacon(vitals.app, batch);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const text = await vitals.scrape();
    const labels = (metric: string) => `site="main",page_type="product-code",metric="${metric}"`;
    for (const metric of ['LCP', 'INP', 'TTFB'])
      expect(countOf(text, 'web_vitals_seconds', labels(metric))).toBe(1);
    expect(countOf(text, 'web_vitals_cls', labels('CLS'))).toBe(1);
    // Milliseconds become seconds; the 2.5 s bucket (LCP's "good") holds the 1.84 s paint.
    expect(text).toContain(`web_vitals_seconds_sum{${labels('LCP')}} 1.8405`);
    expect(text).toContain(`web_vitals_seconds_bucket{le="2.5",${labels('LCP')}} 1`);
    expect(text).toContain(`web_vitals_seconds_bucket{le="1.8",${labels('LCP')}} 0`);
    expect(text).toContain(`web_vitals_cls_bucket{le="0.15",${labels('CLS')}} 1`);
  });

  it('takes application/json too, and counts a page outside the page table as other', async () => {
    const response = await beacon(
      vitals.app,
      { ...batch, site: 'asia', pageType: 'made-up-page' },
      { type: 'application/json' },
    );
    expect(response.statusCode).toBe(204);
    const text = await vitals.scrape();
    expect(countOf(text, 'web_vitals_seconds', 'site="asia",page_type="other",metric="LCP"')).toBe(
      1,
    );
    expect(text).not.toContain('made-up-page');
  });

  it('counts a beacon under the site the server served it for, whatever the body says', async () => {
    const response = await beacon(
      vitals.app,
      { ...batch, site: 'main', pageType: 'index' },
      { servedSite: 'techpod' },
    );
    expect(response.statusCode).toBe(204);
    const text = await vitals.scrape();
    expect(
      countOf(text, 'web_vitals_seconds', 'site="techpod",page_type="index",metric="LCP"'),
    ).toBe(1);
    expect(text).not.toContain('site="main"');
  });

  it('refuses a body over 4 kB before parsing it (413), observing nothing', async () => {
    const padded = `${JSON.stringify(batch).slice(0, -1)},"pad":"${'x'.repeat(5000)}"}`;
    const response = await beacon(vitals.app, padded);
    expect(response.statusCode).toBe(413);
    expect(await vitals.scrape()).not.toMatch(/^web_vitals_\w+_count/m);
  });

  it.each([
    ['a negative value', { name: 'LCP', value: -1, rating: 'good' }],
    ['a value past its cap', { name: 'INP', value: 120_001, rating: 'poor' }],
    ['a CLS past its cap', { name: 'CLS', value: 101, rating: 'poor' }],
    ['an infinite value (1e999)', '{"name":"TTFB","value":1e999,"rating":"good"}'],
    ['a value that is not a number', { name: 'LCP', value: '1800', rating: 'good' }],
    ['an unknown metric', { name: 'FID', value: 10, rating: 'good' }],
    ['an unknown rating', { name: 'LCP', value: 10, rating: 'great' }],
    ['an unknown field', { name: 'LCP', value: 10, rating: 'good', url: '/private' }],
  ])('refuses a batch holding %s (400), observing none of it', async (_case, bad) => {
    const good = JSON.stringify(batch.metrics[0]);
    const item = typeof bad === 'string' ? bad : JSON.stringify(bad);
    const body = `{"site":"main","pageType":"index","metrics":[${good},${item}]}`;
    const response = await beacon(vitals.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await vitals.scrape()).not.toMatch(/^web_vitals_\w+_count/m);
  });

  it.each([
    ['an unknown site', { ...batch, site: 'example' }],
    ['a page type that is not a route name', { ...batch, pageType: '/ru/product/flow/' }],
    ['no metrics', { ...batch, metrics: [] }],
    ['more than 16 metrics', { ...batch, metrics: Array(17).fill(batch.metrics[0]) }],
  ])('refuses %s (400)', async (_case, body) => {
    expect((await beacon(vitals.app, body)).statusCode).toBe(400);
    expect(await vitals.scrape()).not.toMatch(/^web_vitals_\w+_count/m);
  });

  it('refuses JSON nested deeper than a beacon before parsing it (400)', async () => {
    const response = await beacon(vitals.app, { ...batch, metrics: [[[batch.metrics[0]]]] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'JSON nested deeper than 3 levels' });
  });

  it('refuses a body that is not JSON, and other content types', async () => {
    expect((await beacon(vitals.app, 'LCP=1800')).statusCode).toBe(400);
    expect(
      (await beacon(vitals.app, 'site=main', { type: 'application/x-www-form-urlencoded' }))
        .statusCode,
    ).toBe(415);
  });
});

describe('the beacon limit', () => {
  it('answers 429 with Retry-After past VITALS_RATE_LIMIT beacons a minute from one address', async () => {
    const vitals = await openVitals(3);
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await beacon(vitals.app, batch, { from: '10.46.6.1' })).statusCode);
      expect(statuses).toEqual([204, 204, 204, 429]);
      const limited = await beacon(vitals.app, batch, { from: '10.46.6.1' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own allowance; the refused beacons were not observed.
      expect((await beacon(vitals.app, batch, { from: '10.46.6.2' })).statusCode).toBe(204);
      const text = await vitals.scrape();
      expect(
        countOf(text, 'web_vitals_seconds', 'site="main",page_type="product-code",metric="LCP"'),
      ).toBe(4);
    } finally {
      await vitals.app.close();
    }
  });
});
