import type { SiteName } from '@corp/shared/contracts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { routeTable } from './registered-table';
import type { RouteDecision, RouteRequest } from './route-decision';
import type { OfSite, RouteTable } from './route-table';
import { isAppliedRow } from './site-definition';
import type { PageRow, RedirectRow } from './site-definition';

// Every site's rows as the web server composes them: tools/jest/register-sites.ts registers the
// six definitions (libs/sites/*/definition) for every jest project. The rows one site owns alone
// are tested beside its definition (libs/sites/main/definition/src/lib/main-definition.test.ts).
const table = routeTable() as RouteTable<SiteName>;
const {
  apiLocaleRules,
  compileHostRules,
  defaultHostPatterns,
  effectiveLocales,
  forcedLocaleRules,
  hostRoots,
  localeCookieRules,
  localHosts,
  pageRows,
  redirectRows,
  resolveRoute,
  resolveStep,
  siteNames,
} = table;

const options = { siteForHost: compileHostRules(defaultHostPatterns) };

function request(site: SiteName, path: string, extra: Partial<RouteRequest> = {}): RouteRequest {
  return { host: `${localHosts[site]}:3000`, path, search: '', cookies: {}, ...extra };
}

const step = (site: SiteName, path: string, extra?: Partial<RouteRequest>) =>
  resolveStep(request(site, path, extra), options);
const route = (site: SiteName, path: string, extra?: Partial<RouteRequest>) =>
  resolveRoute(request(site, path, extra), options);

const rootOf = (site: SiteName) => hostRoots.find((row) => row.site === site)?.root ?? '/';
const prefixOf = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
/** A request path for a page row: parameters filled in, locale prefix and host root added. */
function urlOf(page: OfSite<PageRow, SiteName>, locale: Locale): string {
  const appPath = page.path.replace(/\{[a-zA-Z]+\??\}/g, 'sample-1');
  return `${prefixOf(locale)}${rootOf(page.site)}${appPath.slice(1)}`;
}
const pageLocales = (page: OfSite<PageRow, SiteName>) =>
  effectiveLocales(page.site, page.path, page.locales);
const appliedRowFor = (site: SiteName, url: string) =>
  redirectRows.find((row) => isAppliedRow(row) && row.site === site && row.from.includes(url));

describe('the page table (§2.2)', () => {
  it('has pages on every site', () => {
    for (const site of siteNames) {
      expect(pageRows.some((page) => page.site === site)).toBe(true);
    }
  });

  it('has no duplicate (site, path) and every page exists in some locale', () => {
    const keys = pageRows.map((page) => `${page.site} ${page.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const page of pageRows) expect(pageLocales(page).length).toBeGreaterThan(0);
  });

  it('has German only for index, about, industrial-iot-platform and mdcplus, Kazakh only on asia', () => {
    const german = pageRows.filter((page) => page.locales.includes('de'));
    expect(german.map((page) => page.path)).toEqual([
      '/',
      '/about/',
      '/product/industrial-iot-platform/',
      '/product/mdcplus/',
    ]);
    expect(german.every((page) => page.site === 'main')).toBe(true);
    const kazakh = pageRows.filter((page) => page.locales.includes('kz'));
    expect(kazakh.map((page) => page.site)).toEqual(['asia']);
  });

  describe.each(pageRows.map((page) => [`${page.site} ${page.path}`, page] as const))(
    '%s',
    (_label, page) => {
      it.each([...locales])(
        'under the %s prefix: renders, redirects by a row, or 404',
        (locale) => {
          const url = urlOf(page, locale);
          const decision = step(page.site, url);
          const row = appliedRowFor(page.site, url);
          if (row) {
            expect(decision).toMatchObject({ kind: 'redirect', status: row.status });
          } else if (pageLocales(page).includes(locale)) {
            expect(decision).toMatchObject({
              kind: 'render',
              site: page.site,
              locale,
              routeName: `${page.name}___${locale}`,
              appPath: page.path.replace(/\{[a-zA-Z]+\??\}/g, 'sample-1'),
            });
          } else {
            expect(decision).toEqual({
              kind: 'not-found',
              site: page.site,
              locale: expect.any(String),
            });
          }
        },
      );
    },
  );
});

describe('the redirect table (§2.4)', () => {
  it('has an entry per table row and host, each site’s rows in the table’s order', () => {
    const lineOf = (row: RedirectRow) => Number(/^§2\.4:(\d+)/.exec(row.spec)?.[1]);
    // §2.4:74 names no host: the main and the asia site each have the row.
    expect(redirectRows.map(lineOf).sort((a, b) => a - b)).toEqual([
      67, 68, 69, 70, 71, 72, 73, 74, 74, 75, 76, 77, 78, 79, 80,
    ]);
    for (const site of siteNames) {
      const lines = redirectRows.filter((row) => row.site === site).map(lineOf);
      expect(lines).toEqual([...lines].sort((a, b) => a - b));
    }
    const ids = redirectRows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('agrees with what the cited table row says about status and query', () => {
    for (const row of redirectRows) {
      if (row.spec.includes('query kept')) expect(row).toMatchObject({ keepQuery: true });
      if (/\b301\b/.test(row.spec)) expect(row).toMatchObject({ status: 301 });
    }
    // Where the spec is silent: ADR 0006 (query kept except for the retired marketplace page).
    expect(redirectRows.filter((row) => !row.keepQuery).map((row) => row.id)).toEqual([
      'marketplacepartners-to-home',
    ]);
    expect(
      redirectRows
        .filter((row) => row.status === 302)
        .map((row) => row.to.kind)
        .sort(),
    ).toEqual(['locale-cookie', 'locale-cookie-rule']);
  });

  it('lists canonical from paths and same-origin targets', () => {
    for (const row of redirectRows) {
      for (const from of row.from) expect(from).toMatch(/^\/([a-z0-9.-]+\/)*$/);
      if (row.to.kind === 'path') expect(row.to.path).toMatch(/^\/([a-z0-9.-]+\/)*$/);
    }
  });

  const cases = redirectRows.flatMap((row) =>
    row.from.map((from) => [row.id, row.site, from, row] as const),
  );

  describe.each(cases)('%s on the %s host: %s', (_id, site, from, row: RedirectRow) => {
    const search = '?utm_source=mail&x=%20y';
    const query = row.keepQuery ? search : '';

    if (row.to.kind === 'path') {
      const target = row.to.path;
      it(`redirects ${row.status} to ${target}, query ${row.keepQuery ? 'kept' : 'dropped'}`, () => {
        expect(step(site, from, { search })).toEqual({
          kind: 'redirect',
          status: row.status,
          location: target + query,
        });
      });
      it('ends, after the whole chain, on a page that renders', () => {
        const decision = route(site, from, { search });
        expect(decision).toMatchObject({ kind: 'redirect' });
        const location = (decision as { location: string }).location;
        const [path = '', rest = ''] = location.split('?');
        expect(route(site, path, { search: rest ? `?${rest}` : '' })).toMatchObject({
          kind: 'render',
        });
      });
    }

    const rowTo = row.to;
    if (rowTo.kind === 'locale-cookie') {
      it.each([undefined, 'ru', 'kz', 'de', 'en', 'noRedirect'])(
        'with locale cookie %p',
        (cookie) => {
          const cookies: Record<string, string> = cookie === undefined ? {} : { locale: cookie };
          const target =
            cookie && (rowTo.locales as readonly string[]).includes(cookie)
              ? `/${cookie}/`
              : rowTo.otherwise;
          expect(step(site, from, { search, cookies })).toEqual({
            kind: 'redirect',
            status: row.status,
            location: target + query,
          });
        },
      );
    }

    if (rowTo.kind === 'locale-cookie-rule') {
      it('is realised by the named locale cookie rule: / follows a ru cookie, else renders', () => {
        expect(localeCookieRules.map((rule) => rule.id)).toContain(rowTo.rule);
        expect(route(site, from, { search, cookies: { locale: 'ru' } })).toEqual({
          kind: 'redirect',
          status: 302,
          location: `/ru/${query}`,
        });
        expect(route(site, from, { search })).toMatchObject({ kind: 'render', locale: 'en' });
      });
    }

    if (rowTo.kind === 'other-origin') {
      it("is not applied without the other host's public origin: the page renders here", () => {
        expect(route(site, from, { search })).toMatchObject({ kind: 'render', site });
      });

      it("goes to the other host's configured public origin, query kept", () => {
        const origins: Partial<Record<SiteName, string>> = {
          [rowTo.site]: 'https://other.example/',
        };
        const withOrigin = { ...options, configuredOrigin: (name: SiteName) => origins[name] };
        expect(resolveRoute(request(site, from, { search }), withOrigin)).toEqual({
          kind: 'redirect',
          status: row.status,
          location: `https://other.example${rowTo.path}${query}`,
        });
        // Another site's origin changes nothing.
        const unrelated = { ...options, configuredOrigin: () => undefined };
        expect(resolveRoute(request(site, from, { search }), unrelated)).toMatchObject({
          kind: 'render',
        });
      });
    }
  });

  // A row's paths on the other hosts: not redirected, unless another row of that host says so.
  const elsewhere = redirectRows.filter(isAppliedRow).flatMap((row) =>
    siteNames
      .filter((site) => site !== row.site)
      .flatMap((site) => row.from.map((from) => [row.id, site, from] as const))
      .filter(([, site, from]) => !appliedRowFor(site, from)),
  );
  it.each(elsewhere)('%s does not apply on the %s host (%s)', (_id, site, from) => {
    expect(step(site, from).kind).not.toBe('redirect');
  });
});

describe('the host roots (§2.3)', () => {
  describe.each(hostRoots.map((row) => [row.site, row] as const))('%s', (site, row) => {
    const index = pageRows.find((page) => page.site === site && page.path === '/');
    if (!index) throw new Error(`no index page for ${site}`);

    it.each([...locales])('under the %s prefix', (locale) => {
      const url = `${prefixOf(locale)}${row.root}`;
      const decision = step(site, url);
      if (pageLocales(index).includes(locale)) {
        expect(decision).toMatchObject({
          kind: 'render',
          site,
          locale,
          routeName: `index___${locale}`,
          appPath: '/',
        });
      } else {
        expect(decision.kind).not.toBe('render');
      }
    });

    it('renders nothing else below the root', () => {
      expect(route(site, `${row.root}nothing-here/`)).toMatchObject({ kind: 'not-found', site });
    });
  });
});

describe('the forced locale rules (§2.5)', () => {
  it.each(forcedLocaleRules.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    const pages = pageRows.filter(
      (page) => page.site === rule.site && (rule.path === undefined || page.path === rule.path),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      for (const locale of locales) {
        const decision: RouteDecision = route(page.site, urlOf(page, locale));
        if (!rule.locales.includes(locale)) {
          expect(decision).not.toMatchObject({ kind: 'render', locale });
        }
      }
      for (const locale of pageLocales(page)) expect(rule.locales).toContain(locale);
    }
  });
});

describe('the locale cookie rules (§2.1, §2.5)', () => {
  const cases = localeCookieRules.flatMap((rule) =>
    pageRows
      .filter((page) => page.site === rule.site && pageLocales(page).includes(rule.pathLocale))
      // A path that is itself a redirect row's source is covered by the redirect table.
      .filter((page) => !appliedRowFor(page.site, urlOf(page, rule.pathLocale)))
      .flatMap((page) =>
        rule.cookieLocales.map((cookie) => [rule.id, page.path, cookie, rule, page] as const),
      ),
  );

  it.each(cases)('%s: %s with locale cookie %s', (_id, _path, cookie, rule, page) => {
    const url = urlOf(page, rule.pathLocale);
    const target = urlOf(page, cookie);
    const cookies = { locale: cookie };
    const follows =
      !rule.exempt.includes(page.path) &&
      pageLocales(page).includes(cookie) &&
      !appliedRowFor(page.site, target);
    expect(step(page.site, url, { cookies, search: '?a=1' })).toEqual(
      follows
        ? { kind: 'redirect', status: rule.status, location: `${target}?a=1` }
        : expect.objectContaining({ kind: 'render', locale: rule.pathLocale }),
    );
    // The no-redirect query and the noRedirect cookie switch the rule off.
    expect(step(page.site, url, { cookies, search: '?noRedirect=1' })).toMatchObject({
      kind: 'render',
      locale: rule.pathLocale,
    });
    expect(step(page.site, url, { cookies: { ...cookies, noRedirect: '1' } })).toMatchObject({
      kind: 'render',
      locale: rule.pathLocale,
    });
  });
});

describe('the API locale rules (§2.5)', () => {
  it.each(apiLocaleRules.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    const pages = pageRows.filter(
      (page) => page.site === rule.site && (rule.path === undefined || page.path === rule.path),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      for (const locale of pageLocales(page)) {
        expect(route(page.site, urlOf(page, locale))).toMatchObject({
          kind: 'render',
          locale,
          apiLocale: rule.locale,
        });
      }
    }
  });

  it('uses the page locale elsewhere', () => {
    expect(route('main', '/ru/about/')).toMatchObject({ locale: 'ru', apiLocale: 'ru' });
    expect(route('asia', '/kz/')).toMatchObject({ locale: 'kz', apiLocale: 'kz' });
  });
});

describe('spec citations', () => {
  const rows: { spec: string }[] = [
    ...pageRows,
    ...redirectRows,
    ...hostRoots,
    ...forcedLocaleRules,
    ...localeCookieRules,
    ...apiLocaleRules,
  ];
  const CITATION = /§(\d\.\d):(\d+) "([^"]+)"/g;

  it('every row cites section, line and text', () => {
    for (const { spec } of rows) {
      expect(spec).toMatch(/^§\d\.\d:\d+ "[^"]+"( \+ §\d\.\d:\d+ "[^"]+")*$/);
    }
  });

  // The spec lives beside the repository (README: ../shared/spec/website-spec.md).
  const specFile = path.resolve(__dirname, '../../../../../../shared/spec/website-spec.md');
  const specLines = existsSync(specFile) ? readFileSync(specFile, 'utf8').split('\n') : null;

  (specLines ? it : it.skip)('every cited text is on the cited line, in the cited section', () => {
    const lines = specLines ?? [];
    for (const { spec } of rows) {
      for (const [, section, line, text] of spec.matchAll(CITATION)) {
        const index = Number(line) - 1;
        expect({ spec, line: lines[index] }).toEqual({
          spec,
          line: expect.stringContaining(text ?? ''),
        });
        const heading = lines
          .slice(0, index)
          .reverse()
          .find((candidate) => candidate.startsWith('### '));
        expect({ spec, heading }).toEqual({
          spec,
          heading: expect.stringMatching(`^### ${section} `),
        });
      }
    }
  });
});
