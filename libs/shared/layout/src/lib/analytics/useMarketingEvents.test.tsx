import { act, render } from '@testing-library/react';
import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/contracts';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useMarketingEvents } from './useMarketingEvents';

function consent(list: string | null) {
  if (list === null) {
    document.cookie = 'cookiePermission=; path=/; max-age=0';
    document.cookie = 'cookieList=; path=/; max-age=0';
    return;
  }
  document.cookie = 'cookiePermission=Y; path=/';
  document.cookie = `cookieList=${encodeURIComponent(list)}; path=/`;
}

afterEach(() => {
  consent(null);
  delete window.corpMarketing;
});

function Root({ site, locale }: { site: SiteName; locale: Locale }) {
  useMarketingEvents(site, locale);
  return <Outlet />;
}

/** A root like the site root's and some of the main site's page routes (ids as routes.ts makes them). */
function renderMain(initial: string, locale: Locale = 'ru') {
  const page = () => null;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: <Root site="main" locale={locale} />,
        children: [
          { id: 'index___ru', path: 'ru', Component: page },
          { id: 'about___ru', path: 'ru/about', Component: page },
          { id: 'product-code___ru', path: 'ru/product/:code', Component: page },
          { id: 'industries-code___ru', path: 'ru/industries/:code', Component: page },
          { id: 'events-code___ru', path: 'ru/events/:code', Component: page },
          { id: 'sitemap', path: 'sitemap.xml', Component: page },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useMarketingEvents', () => {
  it('sends the page event on the first load and after each route change, with the industry of an industry page', async () => {
    consent('required,analytical,marketing');
    const router = renderMain('/ru/');
    await act(() => router.navigate('/ru/industries/mining/'));
    await act(() => router.navigate('/ru/industries/metalworking/?tab=2'));
    await act(() => router.navigate('/ru/about/'));
    expect(window.corpMarketing).toEqual([
      ['page', { pageId: 'main.home', path: '/ru/', locale: 'ru' }],
      [
        'page',
        {
          pageId: 'main.industry:mining',
          path: '/ru/industries/mining/',
          locale: 'ru',
          industry: 4,
        },
      ],
      [
        'page',
        {
          pageId: 'main.industry:metalworking',
          path: '/ru/industries/metalworking/',
          locale: 'ru',
          industry: 1,
        },
      ],
      ['page', { pageId: 'main.about', path: '/ru/about/', locale: 'ru' }],
    ]);
  });

  it('a product page also sends a product view with its API code', async () => {
    consent('required,marketing');
    const router = renderMain('/ru/product/dispatcher/');
    await act(() => router.navigate('/ru/product/flow/'));
    expect(window.corpMarketing).toEqual([
      [
        'page',
        { pageId: 'main.product:dispatcher', path: '/ru/product/dispatcher/', locale: 'ru' },
      ],
      ['product-view', { code: 'mdcplus' }],
      ['page', { pageId: 'main.product:flow', path: '/ru/product/flow/', locale: 'ru' }],
      ['product-view', { code: 'flow' }],
    ]);
  });

  it('only a new path is a route change: a search or a re-render sends nothing', async () => {
    consent('required,marketing');
    const router = renderMain('/ru/events/expo/');
    await act(() => router.navigate('/ru/events/expo/?from=menu'));
    await act(() => router.navigate('/ru/events/expo/'));
    expect(window.corpMarketing).toEqual([
      ['page', { pageId: 'main.event:expo', path: '/ru/events/expo/', locale: 'ru' }],
    ]);
  });

  it('nothing is pushed without the marketing cookie; events before the choice are not sent later', async () => {
    const router = renderMain('/ru/product/flow/');
    consent('required,analytical');
    await act(() => router.navigate('/ru/about/'));
    expect(window.corpMarketing).toBeUndefined();
    consent('required,marketing');
    await act(() => router.navigate('/ru/'));
    expect(window.corpMarketing).toEqual([
      ['page', { pageId: 'main.home', path: '/ru/', locale: 'ru' }],
    ]);
  });

  it('a route that is no page (a resource, the 404 page) sends nothing', () => {
    consent('required,marketing');
    renderMain('/sitemap.xml');
    expect(window.corpMarketing).toBeUndefined();
  });

  it.each([
    ['asia', '/kz', 'kz', { pageId: 'asia.home', path: '/kz', locale: 'kz' }],
    ['idp', '/', 'ru', { pageId: 'idp.home', path: '/', locale: 'ru', industry: 2 }],
    ['machine', '/2.0', 'ru', { pageId: 'machine.home', path: '/2.0', locale: 'ru' }],
  ] as const)('the %s site is one page', (site, url, locale, payload) => {
    consent('required,marketing');
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          element: <Root site={site} locale={locale} />,
          children: [
            { index: true, id: 'routes/home', Component: () => null },
            { path: url.slice(1) || 'home', id: 'home-x', Component: () => null },
          ],
        },
      ],
      { initialEntries: [url] },
    );
    render(<RouterProvider router={router} />);
    expect(window.corpMarketing).toEqual([['page', payload]]);
  });
});
