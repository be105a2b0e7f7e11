import { createRouteTable } from './route-table';
import type { SiteDefinition } from './site-definition';

/** A one-page site on its own host. */
function site(name: string, extra: Partial<SiteDefinition> = {}): SiteDefinition {
  return {
    site: name,
    root: '/',
    rootSpec: '§2.3:58 "a page at /."',
    hosts: [`${name}.localhost`],
    hostHints: [`${name}.*`],
    pages: [
      {
        name: 'index',
        path: '/',
        locales: ['en', 'ru'],
        marketing: { id: `${name}.home` },
        spec: '§2.3:58 "index"',
      },
    ],
    redirects: [],
    forcedLocales: [],
    localeCookieRules: [],
    apiLocaleRules: [],
    ...extra,
  };
}

describe('createRouteTable', () => {
  it('composes the definitions: each site resolves on its own hosts with its own rows', () => {
    const table = createRouteTable([
      site('one'),
      site('two', {
        root: '/two/',
        redirects: [
          {
            id: 'two-root',
            from: ['/'],
            to: { kind: 'path', path: '/two/' },
            status: 301,
            keepQuery: true,
            spec: '§2.4:78 "root"',
          },
        ],
      }),
    ]);
    const options = { siteForHost: table.compileHostRules(table.defaultHostPatterns) };
    const request = (host: string, path: string) => ({ host, path, search: '', cookies: {} });
    expect(table.siteNames).toEqual(['one', 'two']);
    expect(table.resolveRoute(request('one.localhost', '/ru/'), options)).toMatchObject({
      kind: 'render',
      site: 'one',
      routeName: 'index___ru',
    });
    expect(table.resolveRoute(request('two.localhost', '/'), options)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/two/',
    });
    expect(table.resolveRoute(request('one.localhost', '/two/'), options)).toMatchObject({
      kind: 'not-found',
      site: 'one',
    });
  });

  it('names the hub, the one site flagged so, and fails on two', () => {
    expect(createRouteTable([site('one'), site('two', { hub: true })]).hub).toBe('two');
    expect(createRouteTable([site('one'), site('two')]).hub).toBeNull();
    expect(() =>
      createRouteTable([site('one', { hub: true }), site('two', { hub: true })]),
    ).toThrow('more than one site is the hub');
  });

  it('fails on a page that collides with another of its site (same site and path)', () => {
    const extra = {
      name: 'home',
      path: '/',
      locales: ['en'] as const,
      marketing: { id: 'one.home' },
      spec: '§2.3:58 "home"',
    };
    expect(() => createRouteTable([site('one'), site('one', { pages: [extra] })])).toThrow(
      /Cannot compose the route table:\n {2}site "one" has two pages at \/: "index" and "home"\n {2}site "one" is defined twice/,
    );
  });

  it('fails on a redirect to a site no definition registers, naming row and site', () => {
    const toNowhere = site('one', {
      redirects: [
        {
          id: 'page-to-other-host',
          from: ['/other/'],
          to: { kind: 'other-origin', site: 'elsewhere', path: '/' },
          status: 301,
          keepQuery: true,
          spec: '§2.4:77 "other"',
        },
      ],
    });
    expect(() => createRouteTable([toNowhere, site('two')])).toThrow(
      'redirect row "page-to-other-host" of site "one" sends to site "elsewhere", which no definition registers',
    );
  });

  it('fails on a redirect id used twice and on two rows of a site from one path', () => {
    const row = {
      id: 'root',
      from: ['/'],
      to: { kind: 'path', path: '/ru/' },
      status: 301,
      keepQuery: true,
      spec: '§2.4:80 "root"',
    } as const;
    expect(() =>
      createRouteTable([
        site('one', { redirects: [row, { ...row, id: 'again' }] }),
        site('two', { redirects: [row] }),
      ]),
    ).toThrow(/site "one" has two redirect rows from \/\n {2}redirect row "root" is defined twice/);
  });
});
