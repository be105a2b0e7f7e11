import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from './sites';

/**
 * A page of a site app (§2.2, §2.3).
 *
 * `spec` cites its source as `§<section>:<line of website-spec.md> "<verbatim excerpt>"`, one or
 * more citations joined by ` + `, so a reviewer can check the row against the spec.
 */
export interface PageRow {
  site: SiteName;
  /** Route name without the locale suffix (`about`, `product-code`, `index`). */
  name: string;
  /**
   * App path pattern: lowercase, trailing slash, no locale prefix, host root removed.
   * `{name}` is a required parameter segment, `{name?}` an optional last one.
   */
  path: string;
  /**
   * The locale prefixes the page exists under by §2.1 (en and ru everywhere, de for four pages,
   * kz only on the asia site), before the §2.5 restrictions of `forcedLocaleRules`.
   */
  locales: readonly Locale[];
  /** Fixed route parameters (the city of a contact page, the product code of a product page). */
  params?: Readonly<Record<string, string>>;
  /**
   * Named route middleware the web server runs before rendering, in order (spec §2.2:55 "A media
   * detail page fetches its item before showing"). A name the server does not know is a 500
   * "Unknown middleware" (§2.6).
   */
  middleware?: readonly string[];
  spec: string;
}

/** §2.6 "failed validation: 404": what a parameter segment may be. */
export const ROUTE_PARAM_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const ROUTE_PARAM_MAX_LENGTH = 200;

export function isRouteParam(value: string): boolean {
  return value.length <= ROUTE_PARAM_MAX_LENGTH && ROUTE_PARAM_PATTERN.test(value);
}

const EN_RU: readonly Locale[] = ['en', 'ru'];
const EN_RU_DE: readonly Locale[] = ['en', 'ru', 'de'];

const PAGES = '§2.2:38 "/, /about, /academy, /asia, /contacts, /events, /idp, /machine, /mount"';
const PAGES_MORE =
  '§2.2:38 "/partnership, /presskit, /product, /techpod, /about/feedback, /about/hr, /about/sustainability"';
const PAGES_NEWS = '§2.2:38 "/news/media, /news/media/special, /news/podcasts, /news/webinars"';
const GERMAN =
  '§2.1:31 "German exists only for some pages: index, about, industrial-iot-platform and mdcplus"';
const MEDIA_ITEM =
  '§2.2:55 "A media detail page fetches its item before showing. On failure it redirects (301) to /."';
const PRODUCT_CODE = '§2.2:45 "Dispatcher and mdc map to the product code mdcplus"';

export const contactCities = [
  'almaty',
  'ivanovo',
  'kemerovo',
  'magnitogorsk',
  'moscow',
  'omsk',
  'perm',
  'saint-petersburg',
  'smolensk',
  'volgograd',
  'zheleznogorsk',
] as const;

export const industryCodes = [
  'chemistry',
  'digitalindustrialplatform',
  'downstream',
  'energy',
  'industrial-artificial-intelligence-lab',
  'metalworking',
  'mining',
  'process-industries',
  'robotics',
  'upstream',
] as const;

export const productCodes = [
  'artificial-lift',
  'bucketcontrol',
  'dispatcher',
  'dumptruck-advisor',
  'flow',
  'fragmentation',
  'geonaft',
  'heat-treatment',
  'industrial-automation-kit',
  'industrial-iot-platform',
  'marketplacepartners',
  'mass-energy',
  'mdc',
  'mdcplus',
  'mining-mes',
  'openmine',
  'overview360',
  'precisiondrill',
  'production-and-shipping-planning',
  'production-scheduling',
  'quality-assurance',
  'qualitylab',
  'reutech',
  'robodrill',
  'robotruck',
  'safety',
  'techmonitoring',
  'underground',
] as const;

/** §2.2:45: the API product code of a product path, where it differs from the path. */
export const productCodeAliases: Readonly<Partial<Record<string, string>>> = {
  dispatcher: 'mdcplus',
  mdc: 'mdcplus',
};

/** §2.1:31: the product pages that also exist in German. */
const germanProducts: readonly string[] = ['industrial-iot-platform', 'mdcplus'];

function main(name: string, path: string, spec: string, locales = EN_RU): PageRow {
  return { site: 'main', name, path, locales, spec };
}

/** Every page of every site. Exact paths win over parameterised ones. */
export const pageRows: readonly PageRow[] = [
  // §2.2 pages of the main site.
  main('index', '/', `${PAGES} + ${GERMAN}`, EN_RU_DE),
  main('about', '/about/', `${PAGES} + ${GERMAN}`, EN_RU_DE),
  main('academy', '/academy/', PAGES),
  main('asia', '/asia/', PAGES),
  main('contacts', '/contacts/', PAGES),
  main('events', '/events/', PAGES),
  main('idp', '/idp/', PAGES),
  main('machine', '/machine/', PAGES),
  main('mount', '/mount/', PAGES),
  main('partnership', '/partnership/', PAGES_MORE),
  main('presskit', '/presskit/', PAGES_MORE),
  main('product', '/product/', PAGES_MORE),
  main('techpod', '/techpod/', PAGES_MORE),
  main('about-feedback', '/about/feedback/', PAGES_MORE),
  main('about-hr', '/about/hr/', PAGES_MORE),
  main('about-sustainability', '/about/sustainability/', PAGES_MORE),
  main('news-media', '/news/media/', PAGES_NEWS),
  main('news-media-special', '/news/media/special/', PAGES_NEWS),
  main('news-podcasts', '/news/podcasts/', PAGES_NEWS),
  main('news-webinars', '/news/webinars/', PAGES_NEWS),
  ...contactCities.map((city): PageRow => ({
    ...main(
      'contacts-city',
      `/contacts/${city}/`,
      '§2.2:40 "Contact city pages under /contacts/: almaty, ivanovo, kemerovo, magnitogorsk, moscow, omsk, perm, saint-petersburg, smolensk, volgograd, zheleznogorsk"',
    ),
    params: { city },
  })),
  ...industryCodes.map((code): PageRow => ({
    ...main(
      'industries-code',
      `/industries/${code}/`,
      '§2.2:42 "Industry pages under /industries/: chemistry, digitalindustrialplatform, downstream, energy, industrial-artificial-intelligence-lab, metalworking, mining, process-industries, robotics, upstream"',
    ),
    params: { code },
  })),
  ...productCodes.map((code): PageRow => ({
    ...main(
      'product-code',
      `/product/${code}/`,
      [
        '§2.2:44 "Product pages under /product/ (the hub is /product/)"',
        ...(productCodeAliases[code] ? [PRODUCT_CODE] : []),
        ...(germanProducts.includes(code) ? [GERMAN] : []),
      ].join(' + '),
      germanProducts.includes(code) ? EN_RU_DE : EN_RU,
    ),
    params: { code, productCode: productCodeAliases[code] ?? code },
  })),
  // §2.2 parameterised routes, most specific first.
  {
    ...main(
      'news-media-special-code',
      '/news/media/special/{code}/',
      `§2.2:49 "/news/media/special/{code}" + ${MEDIA_ITEM}`,
    ),
    middleware: ['media-item'],
  },
  {
    ...main(
      'news-media-code',
      '/news/media/{code}/',
      `§2.2:50 "/news/media/{code}" + ${MEDIA_ITEM}`,
    ),
    middleware: ['media-item'],
  },
  main('news-podcasts-id', '/news/podcasts/{id}/', '§2.2:51 "/news/podcasts/{id}"'),
  main('cases-code', '/cases/{code?}/', '§2.2:52 "/cases/{code} (code optional)"'),
  main('events-code', '/events/{code}/', '§2.2:53 "/events/{code}"'),
  // §2.3: each other host serves one page at its root (see hostRoots).
  {
    site: 'asia',
    name: 'index',
    path: '/',
    locales: ['en', 'ru', 'kz'],
    spec: '§2.3:58 "Asia host: the asia page at /{lang}/." + §2.1:31 "Kazakh exists for asia only"',
  },
  {
    site: 'techpod',
    name: 'index',
    path: '/',
    locales: EN_RU,
    spec: '§2.3:59 "Techpod host: the Russian techpod page at /ru/."',
  },
  {
    site: 'machine',
    name: 'index',
    path: '/',
    locales: EN_RU,
    spec: '§2.3:60 "Digital production host: the machine page at /2.0/."',
  },
  {
    site: 'mount',
    name: 'index',
    path: '/',
    locales: EN_RU,
    spec: '§2.3:61 "Digital mining host: the mount page at /praktikum/."',
  },
  {
    site: 'idp',
    name: 'index',
    path: '/',
    locales: EN_RU,
    spec: '§2.3:62 "Idp host: the idp page at /."',
  },
];

export interface PageMatch {
  page: PageRow;
  params: Record<string, string>;
}

type Token = { literal: string } | { param: string; optional: boolean };

interface CompiledPage {
  page: PageRow;
  tokens: readonly Token[];
}

function tokenize(path: string): Token[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{([a-zA-Z]+)(\?)?\}$/.exec(part);
      return param?.[1] ? { param: param[1], optional: Boolean(param[2]) } : { literal: part };
    });
}

interface SiteIndex {
  exact: Map<string, PageRow>;
  patterns: CompiledPage[];
}

function indexPages(rows: readonly PageRow[]): Map<SiteName, SiteIndex> {
  const bySite = new Map<SiteName, SiteIndex>();
  for (const page of rows) {
    let index = bySite.get(page.site);
    if (!index) {
      index = { exact: new Map(), patterns: [] };
      bySite.set(page.site, index);
    }
    if (page.path.includes('{')) index.patterns.push({ page, tokens: tokenize(page.path) });
    else index.exact.set(page.path, page);
  }
  return bySite;
}

const pagesBySite = indexPages(pageRows);

function matchTokens(
  tokens: readonly Token[],
  segments: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, token] of tokens.entries()) {
    const segment = segments[i];
    if ('literal' in token) {
      if (segment !== token.literal) return null;
    } else if (segment === undefined) {
      if (!token.optional) return null;
    } else {
      if (!isRouteParam(segment)) return null;
      params[token.param] = segment;
    }
  }
  return segments.length <= tokens.length ? params : null;
}

/** The page a site renders for an app path (decoded segments), or null (404). */
export function matchPage(
  site: SiteName,
  appSegments: readonly string[],
  appPath: string,
): PageMatch | null {
  const index = pagesBySite.get(site);
  if (!index) return null;
  const exact = index.exact.get(appPath);
  if (exact) return { page: exact, params: { ...exact.params } };
  for (const { page, tokens } of index.patterns) {
    const params = matchTokens(tokens, appSegments);
    if (params) return { page, params: { ...page.params, ...params } };
  }
  return null;
}
