import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterContextProvider } from 'react-router';
import type { ServedCase } from '@corp/shared/contracts';
import { createApiHandlers, seedItems } from '@corp/shared/data-access-api/testing';
import { apiAccessContext } from '@corp/shared/document';
import { industryCodes } from '@corp/shared/contracts';
import { PRODUCT_CASE_FIELDS } from '../CaseCards/CaseCards';
import { RELATED_PRODUCTS_EXCLUDED } from '../product-data/product-data';
import { loadIndustryPage } from './industry-page.loader.server';
import { loadProductHub } from './product-hub.loader.server';
import { loadProductPage } from './product-page.loader.server';

const API = 'http://api.test/api/v1';
const SITE = 'http://site.test';

const seen: URL[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    seen.push(new URL(request.url));
  }),
  ...createApiHandlers({ now: () => new Date('2026-11-20T12:00:00Z') }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function args(path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(apiAccessContext, {
    baseUrl: API,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return { request: new Request(`${SITE}${path}`), context, params };
}

/** The status of the `data(null, { status })` a loader throws. */
async function thrownStatus(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  throw new Error('did not throw');
}

const calls = (pathname: string) => seen.filter((url) => url.pathname === pathname);

describe('loadProductPage', () => {
  it('asks the API for mdcplus on /product/dispatcher/ and keeps the page code', async () => {
    const data = await loadProductPage(args('/product/dispatcher/', { code: 'dispatcher' }));
    expect(data.pageCode).toBe('dispatcher');
    expect(data.product.code).toBe('mdcplus');
    expect(data.product.name).toBe('MDC+');
    expect(calls('/api/v1/product/mdcplus/')).toHaveLength(1);
    expect(calls('/api/v1/product/dispatcher/')).toHaveLength(0);
    // The related block of the dispatcher page does not offer "Dispatcher" itself.
    expect(data.related.map((product) => product.code)).toEqual([
      'mdc',
      'production-scheduling',
      'industrial-iot-platform',
    ]);
  });

  it('leaves the six excluded products out of the related block', async () => {
    const data = await loadProductPage(args('/product/openmine/', { code: 'openmine' }));
    expect(data.product.relatedProducts).toEqual(
      expect.arrayContaining(['robotruck', 'dumptruck-advisor', 'mining-mes']),
    );
    expect(data.related.map((product) => product.code)).toEqual(['reutech']);
    const asked = calls('/api/v1/products/')[0]?.searchParams.get('code') ?? '';
    expect(asked.split(',').some((code) => RELATED_PRODUCTS_EXCLUDED.includes(code as never))).toBe(
      false,
    );
  });

  it('loads news and cases about the product, in the page locale', async () => {
    const data = await loadProductPage(args('/ru/product/openmine/', { code: 'openmine' }));
    expect(data.locale).toBe('ru');
    expect(data.product.name).toBe('OpenMine');
    expect(data.news.length).toBeGreaterThan(0);
    expect(data.cases.length).toBeGreaterThan(0);
    expect(calls('/api/v1/news/')[0]?.searchParams.get('products')).toBe('openmine');
    expect(calls('/api/v1/news/')[0]?.searchParams.get('locale')).toBe('ru');
    expect(calls('/api/v1/cases/')[0]?.searchParams.get('product')).toBe('openmine');
  });

  it('gives the cards of news, cases and related products, not the items behind them', async () => {
    const data = await loadProductPage(args('/product/openmine/', { code: 'openmine' }));
    expect(Object.keys(data.news[0] ?? {}).sort()).toEqual(['date', 'id', 'preview', 'title']);
    expect([...PRODUCT_CASE_FIELDS]).toEqual(
      expect.arrayContaining(Object.keys(data.cases[0] ?? {})),
    );
    expect(data.cases[0]).not.toHaveProperty('challenge');
    expect(data.cases[0]?.results.length).toBeLessThanOrEqual(2);
    expect(data.related[0]).toMatchObject({ code: 'reutech', btnStatus: expect.any(Boolean) });
    expect(data.related[0]).not.toHaveProperty('brochure');
    expect(data.related[0]).not.toHaveProperty('relatedProducts');
  });

  it('takes the SEO entry of the page, with the product as fallback', async () => {
    const served = await loadProductPage(args('/product/mdc/', { code: 'mdc' }));
    expect(served.seo.title).toBe('MDC: machine data collection | Ferrum Digital');
    expect(served.seo.canonical).toBe(`${SITE}/product/mdc/`);

    server.use(
      http.get(`${API}/seo/page/`, () =>
        HttpResponse.json({ code: 'not_found', message: 'none' }, { status: 404 }),
      ),
    );
    const fallback = await loadProductPage(args('/product/flow/', { code: 'flow' }));
    expect(fallback.seo.title).toBe('Flow');
    expect(fallback.seo.description).toBe(fallback.product.description);
  });

  it('serves the German mdcplus page in German', async () => {
    const data = await loadProductPage(args('/de/product/mdcplus/', { code: 'mdcplus' }));
    expect(data.locale).toBe('de');
    expect(data.product.initialLocale).toBe('de');
    expect(data.seo.lang).toBe('de');
  });

  it.each([
    ['an unknown code', '/product/teleport/', 'teleport'],
    ['a product without a German page', '/de/product/flow/', 'flow'],
  ])('is a 404 for %s', async (_case, path, code) => {
    expect(await thrownStatus(() => loadProductPage(args(path, { code })))).toBe(404);
    expect(calls('/api/v1/product/' + code + '/')).toHaveLength(0);
  });

  it('is a 5xx page when the API fails on the product', async () => {
    server.use(
      http.get(`${API}/product/:code/`, () =>
        HttpResponse.json({ code: 'boom', message: 'Database down' }, { status: 503 }),
      ),
    );
    expect(
      await thrownStatus(() => loadProductPage(args('/product/flow/', { code: 'flow' }))),
    ).toBe(503);
  });
});

describe('loadProductHub', () => {
  it('loads every product card, the divisions, the industries and the banner', async () => {
    const data = await loadProductHub(args('/ru/product/'));
    expect(data.locale).toBe('ru');
    expect(data.products).toHaveLength(28);
    expect(data.divisions.map((division) => division.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.industries.map((industry) => industry.name)).toContain('Горная добыча');
    expect(data.banner?.title).toBe('Продукты');
    expect(data.initialIndustry).toBeNull();
    expect(data.seo.lang).toBe('ru');
  });

  it('opens filtered by the industry of the URL', async () => {
    const data = await loadProductHub(args('/product/?industry=4'));
    expect(data.initialIndustry).toBe(4);
  });

  it('still shows the products when the side lists fail', async () => {
    server.use(
      http.get(`${API}/division/`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${API}/banner/`, () => HttpResponse.json({}, { status: 500 })),
    );
    const data = await loadProductHub(args('/product/'));
    expect(data.products).toHaveLength(28);
    expect(data.divisions).toEqual([]);
    expect(data.banner).toBeNull();
  });
});

describe('loadIndustryPage', () => {
  it('reads the page content from the API, its products in page order and cases with those products', async () => {
    const data = await loadIndustryPage(args('/industries/mining/', { code: 'mining' }));
    expect(calls('/api/v1/industry-pages/mining/')[0]?.searchParams.get('locale')).toBe('en');
    expect(data.page.title).toBe('Digital mining: from pit to processing plant');
    expect(data.page.initialLocale).toBe('en');
    expect(data.products.map((product) => product.code)).toEqual(data.page.products);
    expect(data.cases.length).toBeGreaterThan(0);
    const served = new Map(
      (seedItems('cases', 'en') as unknown as ServedCase[]).map((item) => [item.code, item]),
    );
    expect(
      data.cases.every((item) =>
        served.get(item.code)?.products.some((code) => data.page.products.includes(code)),
      ),
    ).toBe(true);
    expect(data.cases[0]).not.toHaveProperty('solution');
    expect(data.products[0]).not.toHaveProperty('industries');
    expect(data.seo.lang).toBe('en');
  });

  it('speaks Russian under /ru/', async () => {
    const data = await loadIndustryPage(args('/ru/industries/energy/', { code: 'energy' }));
    expect(calls('/api/v1/industry-pages/energy/')[0]?.searchParams.get('locale')).toBe('ru');
    expect(data.page.title).toBe('Энергетика и ЖКХ');
    expect(data.page.initialLocale).toBe('ru');
    expect(calls('/api/v1/products/')[0]?.searchParams.get('locale')).toBe('ru');
  });

  it.each(['en', 'ru'] as const)('has all ten industry pages in %s', async (locale) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const code of industryCodes) {
      const data = await loadIndustryPage(args(`${prefix}/industries/${code}/`, { code }));
      expect({ code: data.page.code, locale: data.page.initialLocale }).toEqual({ code, locale });
    }
  });

  it.each([
    ['/industries/agriculture/', 'agriculture'],
    ['/de/industries/mining/', 'mining'],
  ])('is a 404 for %s, without asking the API', async (path, code) => {
    expect(await thrownStatus(() => loadIndustryPage(args(path, { code })))).toBe(404);
    expect(calls(`/api/v1/industry-pages/${code}/`)).toHaveLength(0);
  });

  it('is a 404 when the API does not know the page, a 5xx page when it fails', async () => {
    server.use(
      http.get(`${API}/industry-pages/:code/`, () =>
        HttpResponse.json({ code: 'not_found', message: 'none' }, { status: 404 }),
      ),
    );
    const mining = () => loadIndustryPage(args('/industries/mining/', { code: 'mining' }));
    expect(await thrownStatus(mining)).toBe(404);
    server.use(
      http.get(`${API}/industry-pages/:code/`, () =>
        HttpResponse.json({ code: 'boom', message: 'Database down' }, { status: 503 }),
      ),
    );
    expect(await thrownStatus(mining)).toBe(503);
  });
});
