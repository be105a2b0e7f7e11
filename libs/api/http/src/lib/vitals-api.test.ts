import { openTestRuntime } from '../testing/test-api';
import { createApiServer } from './api-server';
import { createMetrics } from './metrics';
import type { ApiRuntime } from './runtime';

/**
 * Field data through the whole API (issue 46, goal 5): a visitor's beacon to `/api/v1/web-vitals/`
 * shows in `/metrics` (behind the admin credential) as histograms per site and page type; a
 * refused beacon leaves them as they were.
 */
const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'metrics-secret' };
const AUTH = `Basic ${Buffer.from('marketing:metrics-secret').toString('base64')}`;

const batch = (pageType: string, lcp = 2300) =>
  JSON.stringify({
    site: 'main',
    pageType,
    metrics: [
      { name: 'TTFB', value: 120, rating: 'good' },
      { name: 'LCP', value: lcp, rating: 'good' },
      { name: 'CLS', value: 0, rating: 'good' },
    ],
  });

describe(`visitors' Core Web Vitals in /metrics (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let runtime: ApiRuntime;
  let app: ReturnType<typeof createApiServer>;
  beforeAll(async () => {
    runtime = await openTestRuntime({ ...ADMIN, VITALS_RATE_LIMIT: '4' });
    app = createApiServer({ runtime, metrics: createMetrics({ defaultMetrics: false }) });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await runtime.close();
  });

  const send = (payload: string, remoteAddress = '10.46.7.1') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/web-vitals/',
      remoteAddress,
      // What navigator.sendBeacon sends a string as.
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload,
    });
  const lcpCount = async (pageType: string) => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: AUTH } });
    expect(response.statusCode).toBe(200);
    const series = `web_vitals_seconds_count{site="main",page_type="${pageType}",metric="LCP"} `;
    const line = response.body.split('\n').find((row) => row.startsWith(series));
    return line ? Number(line.slice(series.length)) : 0;
  };

  it('observes a beacon per site and page type: /metrics counts it', async () => {
    const response = await send(batch('news-media-code'));
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await lcpCount('news-media-code')).toBe(1);
    const scrape = await app.inject({ url: '/metrics', headers: { authorization: AUTH } });
    expect(scrape.body).toContain(
      'web_vitals_cls_count{site="main",page_type="news-media-code",metric="CLS"} 1',
    );
    expect(scrape.body).toContain(
      'web_vitals_seconds_bucket{le="2.5",site="main",page_type="news-media-code",metric="LCP"} 1',
    );
  });

  it('refuses an oversize beacon (413) and bad values (400), observing nothing', async () => {
    const before = await lcpCount('about');
    const oversize = await send(`${batch('about').slice(0, -1)},"pad":"${'x'.repeat(4096)}"}`);
    expect(oversize.statusCode).toBe(413);
    const negative = await send(batch('about', -5));
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'metrics.1.value': 'wrong-value' },
    });
    expect(await lcpCount('about')).toBe(before);
  });

  it('limits beacons per address (VITALS_RATE_LIMIT)', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await send(batch('events'), '10.46.7.9')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    expect(await lcpCount('events')).toBe(4);
  });
});
