import { render, screen } from '@testing-library/react';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
/* eslint-disable @nx/enforce-module-boundaries -- the seed content is data, not a project. */
import seedCases from '../../../../content/cases/en.json';
import seedEvents from '../../../../content/events/en.json';
import seedNews from '../../../../content/news/en.json';
import seedProducts from '../../../../content/products/en.json';
/* eslint-enable @nx/enforce-module-boundaries */
import { I18nProvider } from '@corp/shared/i18n';
import { apiAccessContext } from '@corp/shared/document';
import { FLAGSHIP_PRODUCTS } from '@corp/sites/main/feature-company';
import Home, { loader, meta } from './index';

const banner = (locale: 'en' | 'ru') => ({
  code: 'index',
  page: '/',
  title:
    locale === 'ru'
      ? 'Цифровые технологии для промышленности'
      : 'Digital technologies for industry',
  text:
    locale === 'ru'
      ? 'Программные продукты и робототехника для рудников и заводов.'
      : 'Software and robotics for mines, plants and oilfields.',
  image: { desktop: '/images/a/banners/main.svg' },
  button: { label: locale === 'ru' ? 'Смотреть продукты' : 'Explore products', link: '/product/' },
  initialLocale: locale,
});

const industries = [
  { id: 4, name: 'Mining', path: '/industries/mining/', initialLocale: 'en' },
  { id: 6, name: 'Other', path: null, initialLocale: 'en' },
];

/** The English seed content of the home page's side lists, as the API answers them. */
function seedList(url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 30);
  const codes = url.searchParams.get('code')?.split(',');
  const served = <T extends object>(items: T[]) =>
    items.slice(0, limit).map((item) => ({ ...item, initialLocale: 'en' }));
  switch (url.pathname) {
    case '/api/v1/products/': {
      const items = served(
        seedProducts
          .filter((product) => !codes || codes.includes(product.code))
          .map(({ details: _details, ...card }) => card),
      );
      return { items, totalPages: 1, count: items.length };
    }
    case '/api/v1/events/':
      return { items: served(seedEvents), totalCount: limit, page: 1, initialLocale: 'en' };
    case '/api/v1/cases/':
      return { data: { items: served(seedCases), totalCount: limit, page: 1 } };
    default:
      return { data: served(seedNews) };
  }
}

/**
 * A stand-in for the API: what it answers, and every call it saw. Its side lists are empty, or
 * fail, unless `lists` asks for the seed content.
 */
function fakeApi({ seo = true, lists = false }: { seo?: boolean; lists?: boolean } = {}) {
  const calls: URL[] = [];
  const context = new RouterContextProvider();
  context.set(apiAccessContext, {
    baseUrl: 'http://api.test/api/v1',
    fetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      calls.push(url);
      const locale = (url.searchParams.get('locale') ?? 'en') as 'en' | 'ru';
      if (lists && /\/(products|events|cases|news)\/$/.test(url.pathname)) {
        return Response.json(seedList(url));
      }
      switch (url.pathname) {
        case '/api/v1/seo/page/':
          return seo
            ? Response.json({
                data: {
                  data: {
                    code: 'main:/',
                    site: 'main',
                    path: '/',
                    title: 'Ferrum Digital — digital technologies for heavy industry',
                    description:
                      'Software and robotics for mines, plants and oilfields with an expected 10–15 % efficiency increase.',
                    initialLocale: locale,
                  },
                },
              })
            : Response.json({ code: 'not_found', message: 'No SEO entry' }, { status: 404 });
        case '/api/v1/banner/':
          return Response.json({ data: [banner(locale)] });
        case '/api/v1/industry/':
          return Response.json({ data: { data: industries } });
        case '/api/v1/news/':
          return Response.json({ data: [] });
        case '/api/v1/events/':
          return Response.json({ items: [], totalCount: 0, page: 1, initialLocale: locale });
        default:
          // Products and cases are down: the page shows without them.
          return Response.json({ code: 'boom', message: 'Database down' }, { status: 503 });
      }
    },
  });
  return { context, calls };
}

const loaderArgs = (path: string, context: RouterContextProvider) =>
  ({
    request: new Request(`http://site.test${path}`),
    context,
    params: {},
  }) as unknown as LoaderFunctionArgs;

describe('main home route', () => {
  it('asks the API for the home page’s content in the page’s locale', async () => {
    const { context, calls } = fakeApi();
    const data = await loader(loaderArgs('/ru/', context));
    // Each call as path and sorted query.
    const asked = calls.map((url) => {
      const query = new URLSearchParams(url.searchParams);
      query.sort();
      return `${url.pathname}?${query.toString()}`;
    });
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/v1/banner/?code=index&locale=ru',
        '/api/v1/products/?code=openmine%2Cdispatcher%2Cindustrial-iot-platform%2Crobotruck%2Cqualitylab%2Cgeonaft%2Cprecisiondrill%2Ctechmonitoring&locale=ru',
        '/api/v1/industry/?locale=ru',
        '/api/v1/news/?limit=3&locale=ru',
        '/api/v1/events/?limit=3&locale=ru',
        '/api/v1/cases/?limit=3&locale=ru',
      ]),
    );
    expect(asked).toContain('/api/v1/seo/page/?locale=ru&url=site.test%2Fru%2F');
    expect(data.locale).toBe('ru');
    expect(data.banner?.title).toBe('Цифровые технологии для промышленности');
    // Failed side lists leave their blocks empty rather than failing the page.
    expect(data.products).toEqual([]);
    expect(data.cases).toEqual([]);
    expect(data.seo.title).toBe('Ferrum Digital — digital technologies for heavy industry');
  });

  it('gives each list as its cards show it, not the items behind them', async () => {
    const { context } = fakeApi({ lists: true });
    const data = await loader(loaderArgs('/', context));
    expect(data.products.map((product) => product.code)).toEqual(FLAGSHIP_PRODUCTS);
    expect(data.products[0]).toMatchObject({ btnStatus: expect.any(Boolean), initialLocale: 'en' });
    expect(data.products[0]).not.toHaveProperty('brochure');
    expect(data.products[0]).not.toHaveProperty('relatedProducts');
    expect(data.events).toHaveLength(3);
    expect(data.events[0]).toMatchObject({ previewText: expect.any(String), initialLocale: 'en' });
    expect(data.events[0]).not.toHaveProperty('text');
    expect(data.cases).toHaveLength(3);
    expect(data.cases[0]).not.toHaveProperty('challenge');
    expect(data.cases[0]).not.toHaveProperty('solution');
    expect(data.cases[0]?.results).toHaveLength(1);
    expect(data.news).toHaveLength(3);
    expect(data.news[0]).not.toHaveProperty('text');
  });

  it('titles the page after its banner when the SEO call has nothing', async () => {
    const { context } = fakeApi({ seo: false });
    const data = await loader(loaderArgs('/', context));
    const tags = meta({ loaderData: data } as Parameters<typeof meta>[0]);
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Digital technologies for industry' },
        { name: 'description', content: 'Software and robotics for mines, plants and oilfields.' },
        { tagName: 'link', rel: 'canonical', href: 'http://site.test/' },
      ]),
    );
  });

  it('renders the home page from its loader data', async () => {
    const { context } = fakeApi({ lists: true });
    const data = await loader(loaderArgs('/', context));
    const Stub = createRoutesStub([
      { path: '/', Component: Home, loader: () => data, HydrateFallback: () => null },
    ]);
    render(
      <I18nProvider locale="en">
        <Stub initialEntries={['/']} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital technologies for industry',
    );
    expect(screen.getByRole('link', { name: 'Mining' })).toHaveAttribute(
      'href',
      '/industries/mining/',
    );
    expect(screen.queryByRole('link', { name: 'Other' })).not.toBeInTheDocument();
    // The trimmed lists still fill their cards: titles, links, dates.
    expect(screen.getAllByRole('link', { name: 'View Product' }).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('link', { name: 'Ferrum Digital Partner Conference 2027' }),
    ).toHaveAttribute('href', '/events/ferrum-digital-partner-conference-2027/');
    expect(screen.getByText('11 March 2027 – 12 March 2027')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Closing the loop between drilling and fragmentation' }),
    ).toHaveAttribute('href', '/cases/east-kazakhstan-gold-drill-blast/');
  });
});
