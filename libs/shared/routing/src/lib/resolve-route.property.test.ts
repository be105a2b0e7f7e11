import type { SiteName } from '@corp/shared/contracts';
import { routeTable } from './registered-table';
import type { RouteTable } from './route-table';
import fc from 'fast-check';
import { looksLikeFile, normalizePath, sanitizeSearch, splitLocation } from './paths';
import type { CookieChange, RouteDecision, RouteRequest } from './route-decision';

// Every site's rows as the web server composes them: tools/jest/register-sites.ts registers the
// six definitions (libs/sites/*/definition) for every jest project.
const table = routeTable() as RouteTable<SiteName>;
const {
  compileHostRules,
  localHosts,
  siteHostHints,
  hostRoots,
  pageRows,
  redirectRows,
  siteNames,
} = table;
const { resolveRoute, resolveStep } = table;

// The routing tables read a host by its name (spec §2.3); which hosts a server answers on is
// its configuration's business (hosts.test.ts).
const options = { siteForHost: compileHostRules(siteHostHints) };
const RUNS = { numRuns: 2000 };

// ---- arbitraries -------------------------------------------------------------------------------

const knownHost = fc.constantFrom(...siteNames).map((site) => localHosts[site]);
const anyHost = fc.oneof(
  { weight: 6, arbitrary: knownHost },
  knownHost.map((host) => `${host.toUpperCase()}:8080`),
  fc.constantFrom('evil.example', '', 'proizvodstvo.example', 'www.techpod.example', '[::1]:3000'),
  fc.string(),
);

const tablePaths = [
  ...pageRows.flatMap((page) => {
    const root = hostRoots.find((row) => row.site === page.site)?.root ?? '/';
    const app = page.path.replace(/\{[a-zA-Z]+\??\}/g, 'item-1').slice(1);
    return ['', '/ru', '/de', '/kz'].map((prefix) => `${prefix}${root}${app}`);
  }),
  ...redirectRows.flatMap((row) => row.from),
  '/',
];
const tableSegments = [...new Set(tablePaths.flatMap((path) => path.split('/')).filter(Boolean))];
const anyChar = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...tableSegments) },
  fc.constantFrom(
    'RU',
    'Product',
    'MDC',
    'KZ',
    'en',
    '%2F',
    '%2f',
    '%5C',
    '%',
    '%zz',
    '%E2%82%AC',
    '%C3%A9',
    '%ED%A0%80',
    '..',
    '.',
    '%2e',
    '\\',
    'évian',
    'a b',
    'robots.txt',
    'assets',
    '?',
    '#',
    '%00',
    '\u0000',
    '\r\n',
    'http:',
    '@evil.com',
    'İ',
  ),
  fc.webSegment(),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: anyChar, maxLength: 4 }),
);
const anyPath = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...tablePaths) },
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.array(segment, { maxLength: 5 }),
        fc.constantFrom('/', '/', '/', '//', '\\'),
        fc.boolean(),
      )
      .map(
        ([segments, separator, trailing]) => `/${segments.join(separator)}${trailing ? '/' : ''}`,
      ),
  },
  fc.string({ unit: 'binary' }),
  fc.string({ unit: anyChar }),
);
const anySearch = fc.oneof(
  fc.constant(''),
  fc.webQueryParameters().map((query) => `?${query}`),
  fc.constantFrom('?noRedirect', '?noRedirect=1&a=b', '?', '?a=%0d%0a', '?\r\nx', '?a\\b#c'),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: anyChar }),
);
const anyCookies = fc.record(
  {
    locale: fc.oneof(
      fc.constantFrom('ru', 'de', 'kz', 'en', 'RU', ' ru ', 'noRedirect', 'NOREDIRECT', 'fr', ''),
      fc.string(),
    ),
    noRedirect: fc.string(),
    other: fc.string(),
  },
  { requiredKeys: [] },
);
const anyRequest: fc.Arbitrary<RouteRequest> = fc.record({
  host: anyHost,
  path: anyPath,
  search: anySearch,
  cookies: anyCookies as fc.Arbitrary<Record<string, string>>,
});

// ---- helpers -----------------------------------------------------------------------------------

function expectSameOriginPath(location: string) {
  expect(location).toMatch(/^\/(?![/\\])/); // one leading slash, never // or /\
  expect(location).toMatch(/^[\x21-\x7e]*$/); // printable ASCII: no controls, spaces, non-ASCII
  expect(location).not.toContain('\\');
  expect(location).not.toMatch(/^[a-z][a-z0-9+.-]*:/i); // no scheme
  expect(new URL(location, 'https://origin.test').origin).toBe('https://origin.test');
}

function applyCookies(
  cookies: Readonly<Record<string, string>>,
  changes: readonly CookieChange[] | undefined,
): Record<string, string> {
  const next: Record<string, string> = { ...cookies };
  for (const change of changes ?? []) {
    if (change.value === null) delete next[change.name];
    else next[change.name] = change.value;
  }
  return next;
}

type Resolver = (request: RouteRequest, opts: typeof options) => RouteDecision;

/** Follows decisions like a browser: Location back in, cookie changes applied. */
function follow(start: RouteRequest, resolver: Resolver, maxHops: number) {
  let request = start;
  for (let hops = 0; hops <= maxHops; hops++) {
    const decision = resolver(request, options);
    if (decision.kind !== 'redirect') return { decision, hops, request };
    request = {
      ...request,
      ...splitLocation(decision.location),
      cookies: applyCookies(request.cookies, decision.cookies),
    };
  }
  throw new Error(`no answer within ${maxHops} redirects from ${JSON.stringify(start)}`);
}

// ---- properties --------------------------------------------------------------------------------

describe('resolveRoute properties', () => {
  it('never throws, and every Location is a same-origin path', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        for (const resolver of [resolveRoute, resolveStep]) {
          const decision = resolver(request, options);
          if (decision.kind === 'redirect') expectSameOriginPath(decision.location);
        }
      }),
      RUNS,
    );
  });

  it('ends in a non-redirect within 3 hops, following decisions and applying cookie changes', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        // resolveRoute collapses chains: at most one redirect.
        expect(follow(request, resolveRoute, 3).hops).toBeLessThanOrEqual(1);
        // Even one rule at a time, no chain is longer than 3 hops.
        follow(request, resolveStep, 3);
      }),
      RUNS,
    );
  });

  it('is stable after a render: the cookie changes applied, the same page renders with no changes', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        const { decision, request: last } = follow(request, resolveRoute, 3);
        if (decision.kind !== 'render') return;
        const again = resolveRoute(
          { ...last, cookies: applyCookies(last.cookies, decision.cookies) },
          options,
        );
        const { cookies: _changes, ...page } = decision;
        expect(again).toEqual(page);
      }),
      RUNS,
    );
  });

  it('answers the end of the resolveStep chain, 301 only when every step was 301', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        const decision = resolveRoute(request, options);
        let current = request;
        let status: 301 | 302 = 301;
        let location: string | null = null;
        for (let i = 0; i < 8; i++) {
          const next = resolveStep(current, options);
          if (next.kind !== 'redirect') break;
          if (next.status === 302) status = 302;
          location = next.location;
          current = { ...current, ...splitLocation(location) };
        }
        if (location === null) expect(decision.kind).not.toBe('redirect');
        else expect(decision).toEqual({ kind: 'redirect', status, location });
      }),
      RUNS,
    );
  });
});

describe('normalisation properties (§2.1)', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const once = normalizePath(path);
        if (once.kind === 'path') {
          expect(normalizePath(once.path)).toEqual(once);
          expectSameOriginPath(once.path);
        }
      }),
      RUNS,
    );
  });

  it('redirects only to canonical paths, and a canonical path is never normalised again', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        const decision = resolveRoute(request, options);
        if (decision.kind !== 'redirect') return;
        const { path } = splitLocation(decision.location);
        if (looksLikeFile(path)) return;
        expect(normalizePath(path)).toMatchObject({ kind: 'path', path });
        const next = resolveStep({ ...request, path, search: '' }, options);
        if (next.kind === 'redirect') expect(splitLocation(next.location).path).not.toBe(path);
      }),
      RUNS,
    );
  });

  it('keeps the query on a normalisation redirect', () => {
    fc.assert(
      fc.property(knownHost, anyPath, anySearch, (host, path, search) => {
        const decision = resolveStep({ host, path, search, cookies: {} }, options);
        const raw = path.startsWith('/') ? path : `/${path}`;
        const normalized = normalizePath(raw);
        if (!looksLikeFile(raw) && normalized.kind === 'path' && normalized.path !== raw) {
          expect(decision).toEqual({
            kind: 'redirect',
            status: 301,
            location: normalized.path + sanitizeSearch(search),
          });
        }
      }),
      RUNS,
    );
  });
});

describe('query properties (§2.4)', () => {
  it('leaves a valid query as it is', () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), (query) => {
        expect(sanitizeSearch(`?${query}`)).toBe(query ? `?${query}` : '');
      }),
    );
  });

  it('keeps or drops the query exactly as each redirect row says', () => {
    const cases = redirectRows.flatMap((row) =>
      row.to.kind === 'path' || row.to.kind === 'locale-cookie'
        ? row.from.map((from) => ({ row, site: row.site, from }))
        : [],
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.webQueryParameters().filter(Boolean),
        fc.constantFrom(undefined, 'ru', 'kz', 'de'),
        ({ row, site, from }, query, locale) => {
          const cookies: Record<string, string> = locale ? { locale } : {};
          const request = { host: localHosts[site], path: from, search: `?${query}`, cookies };
          const decision = resolveStep(request, options);
          expect(decision).toMatchObject({ kind: 'redirect', status: row.status });
          const { search } = splitLocation((decision as { location: string }).location);
          expect(search).toBe(row.keepQuery ? `?${query}` : '');
        },
      ),
      RUNS,
    );
  });

  it('keeps the query through the locale cookie redirect', () => {
    fc.assert(
      fc.property(
        fc.webQueryParameters().filter(Boolean),
        fc.constantFrom('ru', 'de'),
        (query, locale) => {
          const request = {
            host: 'localhost',
            path: '/about/',
            search: `?${query}`,
            cookies: { locale },
          };
          const noRedirect = new URLSearchParams(query).has('noRedirect');
          expect(resolveRoute(request, options)).toEqual(
            noRedirect
              ? expect.objectContaining({ kind: 'render' })
              : { kind: 'redirect', status: 302, location: `/${locale}/about/?${query}` },
          );
        },
      ),
      RUNS,
    );
  });
});
