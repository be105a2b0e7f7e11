import { RouterContextProvider } from 'react-router';
import { apiAccessContext } from '@corp/shared/document';
import { layoutFixture, seedOffices, seedProducts } from './layout-data.fixture';
import { FOOTER_PRODUCTS_LIMIT, layoutRequests } from './layout-data';
import {
  clearLayoutDataCache,
  createLayoutClientLoader,
  layoutShouldRevalidate,
  loadLayoutData,
  rememberLayoutData,
} from './layout-loader';

type Answer = { status: number; body: unknown };

/** A fake API: each path's answer, and the URLs it was asked for. */
function fakeApi(answers: (path: string) => Answer) {
  const urls: URL[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    const { status, body } = answers(url.pathname.replace('/api/v1/', ''));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const context = new RouterContextProvider();
  context.set(apiAccessContext, { baseUrl: 'http://api.test/api/v1', fetch });
  return { context, urls };
}

const served = <T extends object>(items: T[], locale = 'en') =>
  items.map((item) => ({ ...item, initialLocale: locale }));

const fixture = layoutFixture('en');
const seedAnswers = (path: string): Answer => {
  switch (path) {
    case 'offices/':
      return {
        status: 200,
        body: { data: served(seedOffices) },
      };
    case 'products/':
      return {
        status: 200,
        body: {
          items: served(seedProducts.map(({ details: _details, ...card }) => card)),
          totalPages: 1,
          count: seedProducts.length,
        },
      };
    case 'privacy-policy/':
      return { status: 200, body: { success: true, data: served(fixture.privacyPolicies) } };
    case 'industry/':
      return { status: 200, body: { data: { data: served(fixture.industries) } } };
    case 'division/':
      return {
        status: 200,
        body: {
          data: served(
            fixture.divisions.map((division) => ({
              ...division,
              description: 'A division of the company and its products.',
              products: ['flow'],
            })),
          ),
        },
      };
    default:
      return { status: 404, body: { message: 'not found' } };
  }
};

describe('layout loader', () => {
  it('asks for offices, privacy policies, industries, divisions and 30 products', async () => {
    const { context, urls } = fakeApi(seedAnswers);
    const data = await loadLayoutData(context, new Request('http://site.test/about/'));
    expect(urls.map((url) => url.pathname).sort()).toEqual([
      '/api/v1/division/',
      '/api/v1/industry/',
      '/api/v1/offices/',
      '/api/v1/privacy-policy/',
      '/api/v1/products/',
    ]);
    const products = urls.find((url) => url.pathname.endsWith('/products/'));
    expect(products?.searchParams.get('limit')).toBe(String(FOOTER_PRODUCTS_LIMIT));
    expect(FOOTER_PRODUCTS_LIMIT).toBe(30);
    expect(urls.every((url) => url.searchParams.get('locale') === 'en')).toBe(true);
    expect(data.locale).toBe('en');
    expect(data.products).toHaveLength(28);
    // The menus' links and groups only: no descriptions, pictures or relations in every page.
    expect(data.products[0]).toEqual({
      code: 'artificial-lift',
      name: 'Artificial Lift',
      division: 3,
    });
    // The footer's offices are cities with their phones; the head office adds its contacts.
    expect(data.offices.find((office) => office.code === 'perm')).toEqual({
      code: 'perm',
      city: 'Perm',
      phone: '+7 342 259-40-15',
    });
    expect(data.headOffice).toEqual({
      phone: '+7 495 120-45-00',
      email: 'info@ferrum-digital.example',
      address: '12 Presnenskaya Embankment, Moscow 123112',
    });
    expect(data.privacyPolicies).toHaveLength(3);
    expect(data.privacyPoliciesError).toBeNull();
  });

  it('fetches no products for de', async () => {
    expect(layoutRequests('de').map(([endpoint]) => endpoint)).not.toContain('getProducts');
    const { context, urls } = fakeApi(seedAnswers);
    const data = await loadLayoutData(context, new Request('http://site.test/de/about/'));
    expect(data.locale).toBe('de');
    expect(urls.some((url) => url.pathname.endsWith('/products/'))).toBe(false);
    expect(data.products).toEqual([]);
  });

  it('asks in the layout’s API locale (idp pages: ru)', async () => {
    const { context, urls } = fakeApi(seedAnswers);
    const data = await loadLayoutData(context, new Request('http://site.test/idp/'), {
      apiLocale: 'ru',
    });
    expect(data.locale).toBe('en');
    expect(urls.every((url) => url.searchParams.get('locale') === 'ru')).toBe(true);
  });

  it('leaves a failing list empty and keeps the §8 privacy message', async () => {
    const { context } = fakeApi((path) =>
      path === 'privacy-policy/'
        ? { status: 200, body: { success: false, message: 'Политики недоступны' } }
        : path === 'offices/'
          ? seedAnswers(path)
          : { status: 500, body: {} },
    );
    const data = await loadLayoutData(context, new Request('http://site.test/ru/'));
    expect(data.offices.length).toBeGreaterThan(0);
    expect(data.products).toEqual([]);
    expect(data.industries).toEqual([]);
    expect(data.privacyPolicies).toEqual([]);
    expect(data.privacyPoliciesError).toEqual({ message: 'Политики недоступны' });
  });

  it('names the "Ошибка при получении данных" text when the policies envelope has no data or message', async () => {
    const { context } = fakeApi((path) =>
      path === 'privacy-policy/' ? { status: 200, body: { success: false } } : seedAnswers(path),
    );
    // The footer shows it in the page's language (errors:privacyPolicies.fetchFailed).
    const data = await loadLayoutData(context, new Request('http://site.test/ru/'));
    expect(data.privacyPoliciesError).toEqual({ text: 'fetchFailed' });
    expect(data.privacyPolicies).toEqual([]);
  });

  it('names the "Ошибка при загрузке политик конфиденциальности" text when the call itself failed', async () => {
    const { context } = fakeApi((path) =>
      path === 'privacy-policy/' ? { status: 502, body: 'bad gateway' } : seedAnswers(path),
    );
    const data = await loadLayoutData(context, new Request('http://site.test/ru/'));
    expect(data.privacyPoliciesError).toEqual({ text: 'loadFailed' });
    expect(data.privacyPolicies).toEqual([]);
  });
});

describe('loading once per page load', () => {
  const args = (current: string, next: string, formMethod?: 'POST') =>
    ({
      currentUrl: new URL(current, 'http://site.test'),
      nextUrl: new URL(next, 'http://site.test'),
      formMethod,
      defaultShouldRevalidate: true,
    }) as Parameters<typeof layoutShouldRevalidate>[0];

  it('keeps its data across navigations of one locale', () => {
    expect(layoutShouldRevalidate(args('/about/', '/product/flow/'))).toBe(false);
    expect(layoutShouldRevalidate(args('/ru/about/', '/ru/events/'))).toBe(false);
    expect(layoutShouldRevalidate(args('/about/', '/ru/about/'))).toBe(true);
    expect(layoutShouldRevalidate(args('/about/', '/about/', 'POST'))).toBe(true);
  });

  it('reuses the page load’s data in another layout of the same locale', async () => {
    clearLayoutDataCache();
    const clientLoader = createLayoutClientLoader();
    const serverLoader = jest.fn(async () => layoutFixture('ru'));
    rememberLayoutData(layoutFixture('en'));
    const request = (path: string) => new Request(`http://site.test${path}`);
    const call = (path: string) =>
      clientLoader({ request: request(path), serverLoader } as unknown as Parameters<
        typeof clientLoader
      >[0]);
    expect((await call('/product/flow/')).locale).toBe('en');
    expect(serverLoader).not.toHaveBeenCalled();
    expect((await call('/ru/product/flow/')).locale).toBe('ru');
    expect((await call('/ru/about/')).locale).toBe('ru');
    expect(serverLoader).toHaveBeenCalledTimes(1);
  });
});
