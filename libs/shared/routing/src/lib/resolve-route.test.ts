import type { SiteName } from '@corp/shared/contracts';
import { routeTable } from './registered-table';
import type { RouteTable } from './route-table';
import type { RouteRequest } from './route-decision';

// Every site's rows as the web server composes them: tools/jest/register-sites.ts registers the
// six definitions (libs/sites/*/definition) for every jest project.
const table = routeTable() as RouteTable<SiteName>;
const { compileHostRules, localHosts, siteHostHints, resolveRoute, resolveStep } = table;

// The routing tables read a host by its name (spec §2.3); which hosts a server answers on is
// its configuration's business (hosts.test.ts).
const options = { siteForHost: compileHostRules(siteHostHints) };

function request(site: SiteName, path: string, extra: Partial<RouteRequest> = {}): RouteRequest {
  return { host: localHosts[site], path, search: '', cookies: {}, ...extra };
}
const route = (site: SiteName, path: string, extra?: Partial<RouteRequest>) =>
  resolveRoute(request(site, path, extra), options);

describe('locales of pages (§2.1)', () => {
  it.each([
    ['main', '/de/about/', 'about___de', '/about/'],
    ['main', '/ru/contacts/moscow/', 'contacts-city___ru', '/contacts/moscow/'],
    ['main', '/de/product/mdcplus/', 'product-code___de', '/product/mdcplus/'],
    ['main', '/de/', 'index___de', '/'],
    ['asia', '/kz/', 'index___kz', '/'],
    ['asia', '/ru/', 'index___ru', '/'],
    ['techpod', '/ru/', 'index___ru', '/'],
    ['machine', '/2.0/', 'index___en', '/'],
    ['machine', '/ru/2.0/', 'index___ru', '/'],
    ['mount', '/praktikum/', 'index___en', '/'],
    ['idp', '/', 'index___en', '/'],
  ] as const)('%s %s renders %s at %s', (site, path, routeName, appPath) => {
    expect(route(site, path)).toMatchObject({ kind: 'render', site, routeName, appPath });
  });

  it.each([
    ['main', '/de/contacts/', 'de'],
    ['main', '/de/academy/', 'de'],
    ['main', '/kz/about/', 'kz'],
    ['main', '/kz/', 'kz'],
    ['main', '/de/partnership/', 'de'],
    ['main', '/en/about/', 'en'],
    ['main', '/product/unknown/', 'en'],
    ['asia', '/de/', 'ru'],
    ['asia', '/about/', 'ru'],
    ['techpod', '/de/', 'ru'],
    ['machine', '/ru/', 'ru'],
  ] as const)('%s %s is a 404 in %s', (site, path, locale) => {
    expect(route(site, path)).toEqual({ kind: 'not-found', site, locale });
  });

  it('answers unknown-host for a host no site serves', () => {
    expect(route('main', '/', { host: 'evil.example' })).toEqual({ kind: 'unknown-host' });
  });
});

describe('parameters', () => {
  it.each([
    ['/product/dispatcher/', 'product-code___en', { code: 'dispatcher', productCode: 'mdcplus' }],
    ['/product/mdc/', 'product-code___en', { code: 'mdc', productCode: 'mdcplus' }],
    ['/product/flow/', 'product-code___en', { code: 'flow', productCode: 'flow' }],
    ['/contacts/omsk/', 'contacts-city___en', { city: 'omsk' }],
    ['/industries/mining/', 'industries-code___en', { code: 'mining' }],
    ['/news/media/special/', 'news-media-special___en', {}],
    ['/news/media/special/expo-2026/', 'news-media-special-code___en', { code: 'expo-2026' }],
    ['/news/media/launch_1/', 'news-media-code___en', { code: 'launch_1' }],
    ['/news/podcasts/42/', 'news-podcasts-id___en', { id: '42' }],
    ['/cases/', 'cases-code___en', {}],
    ['/cases/nornickel/', 'cases-code___en', { code: 'nornickel' }],
    ['/ru/events/forum/', 'events-code___ru', { code: 'forum' }],
  ])('%s → %s %p', (path, routeName, params) => {
    expect(route('main', path)).toMatchObject({ kind: 'render', routeName, params });
  });

  it.each(['/news/media/a%20b/', '/news/media/%D0%BF/', '/cases/a/b/', '/events/-x/'])(
    '%s fails validation: 404',
    (path) => {
      expect(route('main', path)).toMatchObject({ kind: 'not-found' });
    },
  );
});

describe('normalisation (§2.1)', () => {
  it.each([
    ['/About', '', '/about/'],
    ['/about', '?a=1&B=2', '/about/?a=1&B=2'],
    ['/RU/Product/Flow/', '', '/ru/product/flow/'],
    ['//about//hr', '', '/about/hr/'],
    ['//evil.example/', '', '/evil.example/'],
    ['/%61bout/', '', '/about/'],
    ['/\\evil.example/', '', '/%5Cevil.example/'],
    ['/a b/', '?q=a b', '/a%20b/?q=a%20b'],
    ['/X', '?\r\nSet-Cookie: a=1', '/x/?%0D%0ASet-Cookie:%20a=1'],
  ])('%j %j → 301 %s', (path, search, location) => {
    expect(resolveStep(request('main', path, { search }), options)).toEqual({
      kind: 'redirect',
      status: 301,
      location,
    });
  });

  it.each(['/%E0%A4%A/', '/%/', '/a/%zz/', '/%2e%2e/etc/', '/./about/'])(
    '%s cannot be decoded safely: 404, no exception',
    (path) => {
      expect(route('main', path)).toMatchObject({ kind: 'not-found', site: 'main' });
    },
  );

  it.each(['/robots.txt', '/sitemap.xml', '/favicon.svg', '/assets/app-1a2b.js', '/Assets/X.CSS'])(
    '%s is a file: rendered as is, not normalised',
    (path) => {
      expect(route('main', path)).toMatchObject({
        kind: 'render',
        routeName: 'file',
        appPath: path,
      });
    },
  );

  it('keeps /2.0 a page path on the digital production host', () => {
    expect(route('machine', '/2.0')).toEqual({ kind: 'redirect', status: 301, location: '/2.0/' });
  });
});

describe('redirect chains', () => {
  it('answers the end of a chain in one redirect', () => {
    expect(resolveStep(request('main', '/ru/product/mdc/'), options)).toMatchObject({
      location: '/ru/product/dispatcher/',
    });
    expect(route('main', '/RU/Product/MDC', { search: '?x=1' })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/product/dispatcher/?x=1',
    });
  });

  it('is 302 when a step depends on a cookie', () => {
    expect(
      route('main', '/Product/MarketplacePartners', { search: '?p=1', cookies: { locale: 'ru' } }),
    ).toEqual({ kind: 'redirect', status: 302, location: '/ru/' });
  });

  it('never sends /product/dispatcher/ back to /ru/', () => {
    expect(route('main', '/product/dispatcher/', { cookies: { locale: 'ru' } })).toMatchObject({
      kind: 'render',
      locale: 'en',
      routeName: 'product-code___en',
    });
  });
});

describe('the locale cookie (§2.1, §2.5)', () => {
  it.each([
    ['/about/', 'ru', '/ru/about/'],
    ['/about/', 'de', '/de/about/'],
    ['/about/', 'RU', '/ru/about/'],
    ['/', 'ru', '/ru/'],
    ['/', 'de', '/de/'],
    ['/product/industrial-iot-platform/', 'de', '/de/product/industrial-iot-platform/'],
  ])('%s with locale=%s → 302 %s, query kept', (path, locale, location) => {
    expect(route('main', path, { search: '?utm=1', cookies: { locale } })).toEqual({
      kind: 'redirect',
      status: 302,
      location: `${location}?utm=1`,
    });
  });

  it.each([
    ['/contacts/', 'de', 'the page has no German'],
    ['/partnership/', 'ru', 'partnership is English only'],
    ['/product/artificial-lift/', 'ru', 'artificial-lift is English only'],
    ['/product/mdc/', 'ru', '/ru/product/mdc/ is itself redirected'],
    ['/news/media/', 'ru', 'exempt'],
    ['/idp/', 'ru', 'exempt'],
    ['/about/', 'kz', 'kz is no main locale'],
    ['/about/', 'fr', 'not a locale'],
  ])('%s with locale=%s renders English (%s)', (path, locale) => {
    expect(route('main', path, { cookies: { locale } })).toMatchObject({
      kind: 'render',
      locale: 'en',
    });
  });

  it('keeps the locale of a prefixed path whatever the cookie', () => {
    expect(route('main', '/ru/about/', { cookies: { locale: 'de' } })).toEqual(
      expect.objectContaining({
        kind: 'render',
        locale: 'ru',
        cookies: [{ name: 'locale', value: 'ru' }],
      }),
    );
  });

  it('stores the chosen locale, and only a choice', () => {
    const cookiesOf = (site: SiteName, path: string, extra?: Partial<RouteRequest>) => {
      const decision = route(site, path, extra);
      return decision.kind === 'render' ? (decision.cookies ?? []) : decision.kind;
    };
    const store = (value: string | null) => [{ name: 'locale', value }];
    expect(cookiesOf('main', '/de/about/')).toEqual(store('de'));
    expect(cookiesOf('main', '/de/about/', { cookies: { locale: 'de' } })).toEqual([]);
    expect(cookiesOf('main', '/about/')).toEqual(store('en'));
    expect(cookiesOf('main', '/about/', { cookies: { locale: 'fr' } })).toEqual(store('en'));
    expect(
      cookiesOf('main', '/about/', { search: '?noRedirect', cookies: { locale: 'ru' } }),
    ).toEqual(store('en'));
    // Imposed, not chosen: the visitor's ru/de choice survives.
    expect(cookiesOf('main', '/about/', { cookies: { locale: 'ru', noRedirect: '1' } })).toEqual(
      [],
    );
    expect(cookiesOf('main', '/contacts/', { cookies: { locale: 'de' } })).toEqual([]);
    expect(cookiesOf('main', '/partnership/', { cookies: { locale: 'ru' } })).toEqual([]);
    expect(cookiesOf('main', '/ru/techpod/', { cookies: { locale: 'en' } })).toEqual([]);
    expect(cookiesOf('main', '/ru/techpod/')).toEqual([]);
    expect(cookiesOf('main', '/product/dispatcher/', { cookies: { locale: 'ru' } })).toEqual([]);
    // §2.5: the value noRedirect is removed and the request language used.
    expect(cookiesOf('main', '/about/', { cookies: { locale: 'noRedirect' } })).toEqual(
      store('en'),
    );
    expect(cookiesOf('main', '/ru/about/', { cookies: { locale: 'noRedirect' } })).toEqual(
      store('ru'),
    );
    expect(cookiesOf('main', '/partnership/', { cookies: { locale: 'noRedirect' } })).toEqual(
      store(null),
    );
    expect(
      cookiesOf('asia', '/kz/', { cookies: { locale: 'ru' }, search: '?noRedirect=1' }),
    ).toEqual(store('kz'));
  });

  it('reads only own cookie properties', () => {
    const cookies = Object.create({ locale: 'ru', noRedirect: '1' }) as Record<string, string>;
    expect(route('main', '/about/', { cookies })).toMatchObject({ kind: 'render', locale: 'en' });
  });
});

describe('hosts (§2.3, §2.4)', () => {
  it.each([
    [undefined, '/ru/'],
    ['ru', '/ru/'],
    ['kz', '/kz/'],
    ['de', '/ru/'],
    ['noRedirect', '/ru/'],
  ])('asia / with locale=%p → 302 %s', (locale, location) => {
    const cookies: Record<string, string> = locale ? { locale } : {};
    expect(route('asia', '/', { cookies })).toEqual({ kind: 'redirect', status: 302, location });
  });

  it('asia /kz/ follows a ru cookie unless told not to, and renders kz otherwise', () => {
    expect(route('asia', '/kz/', { cookies: { locale: 'ru' } })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/ru/',
    });
    expect(route('asia', '/kz/', { cookies: { locale: 'ru', noRedirect: 'x' } })).toMatchObject({
      kind: 'render',
      locale: 'kz',
    });
    expect(route('asia', '/kz/')).toEqual({
      kind: 'render',
      site: 'asia',
      locale: 'kz',
      routeName: 'index___kz',
      appPath: '/',
      params: {},
      apiLocale: 'kz',
      cookies: [{ name: 'locale', value: 'kz' }],
    });
  });

  it.each([
    ['asia', '/asia/', 301, '/ru/'],
    ['asia', '/ru/asia/', 301, '/ru/'],
    ['main', '/asia/', 301, '/ru/'],
    ['techpod', '/', 301, '/ru/'],
    ['machine', '/', 301, '/2.0/'],
    ['mount', '/', 301, '/praktikum/'],
    ['main', '/techpod/', 301, '/ru/techpod/'],
  ] as const)('%s %s → %s %s, query kept', (site, path, status, location) => {
    expect(route(site, path, { search: '?utm=x' })).toEqual({
      kind: 'redirect',
      status,
      location: `${location}?utm=x`,
    });
  });

  it('recognises the course hosts by their names', () => {
    for (const host of ['proizvodstvo.example', 'www.digitalproduction.example:8080']) {
      expect(resolveRoute({ host, path: '/', search: '?a=1', cookies: {} }, options)).toEqual({
        kind: 'redirect',
        status: 301,
        location: '/2.0/?a=1',
      });
    }
  });

  it('renders the idp page at / of its host and at /idp/ of the main host, asking the API in ru', () => {
    const idp = { kind: 'render', locale: 'en', apiLocale: 'ru' };
    expect(route('idp', '/', { cookies: { locale: 'ru' } })).toMatchObject({ ...idp, site: 'idp' });
    expect(route('main', '/idp/')).toMatchObject({ ...idp, site: 'main', routeName: 'idp___en' });
    expect(route('main', '/ru/idp/')).toMatchObject({ locale: 'ru', apiLocale: 'ru' });
  });

  it('ignores headers', () => {
    expect(route('main', '/about/', { headers: { 'accept-language': 'ru' } })).toMatchObject({
      kind: 'render',
      locale: 'en',
    });
  });
});
