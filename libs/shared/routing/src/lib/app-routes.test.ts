import type { SiteName } from '@corp/shared/contracts';
import { routeTable } from './registered-table';
import type { RouteTable } from './route-table';
import { appRoutePath, appRoutesFor } from './app-routes';
import { parseRouteId } from './route-id';

// Every site's rows as the web server composes them: tools/jest/register-sites.ts registers the
// six definitions (libs/sites/*/definition) for every jest project.
const table = routeTable() as RouteTable<SiteName>;
const { compileHostRules, defaultHostPatterns, pageRows, resolveRoute } = table;

describe('appRoutePath', () => {
  it.each([
    ['/', 'en', ''],
    ['/', 'ru', 'ru'],
    ['/about/', 'de', 'de/about'],
    ['/news/media/{code}/', 'ru', 'ru/news/media/:code'],
    ['/cases/{code?}/', 'en', 'cases/:code?'],
  ] as const)('%s in %s → %p', (pattern, locale, expected) => {
    expect(appRoutePath(pattern, locale)).toBe(expected);
  });
});

describe('appRoutesFor', () => {
  const mainRows = pageRows.filter((row) => row.site === 'main');
  const modules = Object.fromEntries(mainRows.map((row) => [row.name, `routes/${row.name}.tsx`]));
  const main = table.definitionOf('main');
  if (!main) throw new Error('the main site is not registered');
  const routes = appRoutesFor(main, modules);
  const siteForHost = compileHostRules(defaultHostPatterns);

  it('gives each route a unique id and path', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('has a route for every page the resolver renders, named like the route (§2.1)', () => {
    const ids = new Set(routes.map((route) => route.id));
    const rendered = new Set<string>();
    const redirected = new Set<string>();
    for (const row of mainRows) {
      for (const locale of ['en', 'ru', 'de', 'kz'] as const) {
        const rest = row.path.replace(/\{[a-z]+\??\}/gi, 'sample-code');
        const path = locale === 'en' ? rest : `/${locale}${rest}`;
        const decision = resolveRoute(
          { host: 'localhost', path, search: '?noRedirect=1', cookies: {} },
          { siteForHost },
        );
        if (decision.kind === 'redirect') redirected.add(`${row.name}___${locale}`);
        if (decision.kind !== 'render') continue;
        rendered.add(decision.routeName);
        expect([path, ids.has(decision.routeName)]).toEqual([path, true]);
      }
    }
    // …and no route the resolver never renders, except pages §2.4 always redirects (/asia/).
    expect([...ids].filter((id) => !rendered.has(id))).toEqual(['asia___ru']);
    expect(redirected.has('asia___ru')).toBe(true);
  });

  it('shares one route among the pages that fix a parameter', () => {
    const byId = new Map(routes.map((route) => [route.id, route.path]));
    expect(byId.get('product-code___ru')).toBe('ru/product/:code');
    expect(byId.get('product-code___de')).toBe('de/product/:code');
  });

  it('offers German only for the German pages and never Kazakh on the main site', () => {
    const german = routes.filter((route) => route.id.endsWith('___de')).map((route) => route.path);
    expect(german.sort()).toEqual(['de', 'de/about', 'de/product/:code']);
    expect(routes.some((route) => route.id.endsWith('___kz'))).toBe(false);
  });

  it('leaves out pages without a module', () => {
    expect(appRoutesFor(main, { about: 'routes/about.tsx' }).map((route) => route.id)).toEqual([
      'about___en',
      'about___ru',
      'about___de',
    ]);
  });
});

describe('parseRouteId', () => {
  it('reads the page and the locale', () => {
    expect(parseRouteId('product-code___de')).toEqual({ page: 'product-code', locale: 'de' });
    expect(parseRouteId('index___kz')).toEqual({ page: 'index', locale: 'kz' });
  });
  it('refuses ids that are not page routes', () => {
    expect(parseRouteId('root')).toBeNull();
    expect(parseRouteId('about___fr')).toBeNull();
    expect(parseRouteId('___en')).toBeNull();
  });
});
