import { productCodeAliases } from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/contracts';
import { isRouteParam } from '@corp/shared/routing';

/**
 * A page's marketing id (spec §7 "page ids are mapped per route"): a stable id per page of a
 * site, and for pages about one thing (a product, an industry, a city, an event …) the route
 * parameter that names it, after a colon: `main.product:flow`, `main.industry:mining`.
 */
export interface MarketingPageRow {
  id: string;
  /** The route parameter appended to the id when the page has it. */
  param?: string;
}

/**
 * Every page of every site (the page names of each site's definition, libs/sites/<site>/definition,
 * which the apps' `routes.ts` are generated from) → its marketing page id. Ids are what the marketing
 * tool's reports are keyed by: rename a page, keep its id.
 */
export const marketingPages: Readonly<
  Record<SiteName, Readonly<Record<string, MarketingPageRow>>>
> = {
  main: {
    index: { id: 'main.home' },
    about: { id: 'main.about' },
    'about-feedback': { id: 'main.about.feedback' },
    'about-hr': { id: 'main.about.hr' },
    'about-sustainability': { id: 'main.about.sustainability' },
    academy: { id: 'main.academy' },
    asia: { id: 'main.asia' },
    'cases-code': { id: 'main.cases', param: 'code' },
    contacts: { id: 'main.contacts' },
    'contacts-city': { id: 'main.contacts', param: 'city' },
    events: { id: 'main.events' },
    'events-code': { id: 'main.event', param: 'code' },
    idp: { id: 'main.idp' },
    'industries-code': { id: 'main.industry', param: 'code' },
    machine: { id: 'main.machine' },
    mount: { id: 'main.mount' },
    'news-media': { id: 'main.media' },
    'news-media-code': { id: 'main.media-item', param: 'code' },
    'news-media-special': { id: 'main.media-special' },
    'news-media-special-code': { id: 'main.media-special-item', param: 'code' },
    'news-podcasts': { id: 'main.podcasts' },
    'news-podcasts-id': { id: 'main.podcast', param: 'id' },
    'news-webinars': { id: 'main.webinars' },
    partnership: { id: 'main.partnership' },
    presskit: { id: 'main.presskit' },
    product: { id: 'main.products' },
    'product-code': { id: 'main.product', param: 'code' },
    techpod: { id: 'main.techpod' },
  },
  asia: { index: { id: 'asia.home' } },
  idp: { index: { id: 'idp.home' } },
  techpod: { index: { id: 'techpod.home' } },
  machine: { index: { id: 'machine.home' } },
  mount: { index: { id: 'mount.home' } },
};

type RouteParams = Readonly<Record<string, string | undefined>>;

/** A parameter fit for an id (the resolver's own rule for route parameters), else none. */
function paramOf(params: RouteParams, name: string | undefined): string | undefined {
  const value = name ? params[name] : undefined;
  return value !== undefined && isRouteParam(value) ? value : undefined;
}

/**
 * The marketing page id of a site's page (its page name, the route id without the locale:
 * `product-code` of `product-code___ru`), or `undefined` for a name the table does not know.
 *
 *   marketingPageId('main', 'product-code', { code: 'flow' }) // 'main.product:flow'
 *   marketingPageId('asia', 'index', {})                       // 'asia.home'
 */
export function marketingPageId(
  site: SiteName,
  routeName: string,
  params: RouteParams = {},
): string | undefined {
  const pages = marketingPages[site];
  const rows = Object.values(pages);
  // A site that is one page: each of its routes (asia's `/ru/` and `/kz/`) is that page.
  const row = Object.hasOwn(pages, routeName)
    ? pages[routeName]
    : rows.length === 1
      ? rows[0]
      : undefined;
  if (!row) return undefined;
  const value = paramOf(params, row.param);
  return value ? `${row.id}:${value}` : row.id;
}

/** A site that is one page (every host but main): each of its routes is that page. */
export const isSinglePageSite = (site: SiteName): boolean =>
  Object.keys(marketingPages[site]).length === 1;

/**
 * Spec §3 "Industry … Fixed marketing list: 1 Mechanical engineering and metalworking, 2 Oil and
 * gas, 3 Process industries, 4 Mining, 5 Energy and utilities, 6 Other. Page-derived ids:
 * 0 metalworking, 1 upstream, 2 process/downstream. Marketing ids … per industry page."
 *
 * The marketing industry of each industry page. It mirrors the forms' default industry
 * (`libs/shared/forms` `defaultIndustryId`): metalworking, upstream and process/downstream pages
 * take the 0th, 1st and 2nd item of that list (ids 1, 2, 3), the digital industrial platform
 * takes oil and gas; the other pages the item their name says, and Other where none fits.
 */
export const marketingIndustryByPageCode: Readonly<Record<string, number>> = {
  metalworking: 1,
  upstream: 2,
  downstream: 3,
  'process-industries': 3,
  chemistry: 3,
  mining: 4,
  energy: 5,
  digitalindustrialplatform: 2,
  robotics: 6,
  'industrial-artificial-intelligence-lab': 6,
};

/** The oil-and-gas marketing industry of the digital industrial platform landing (spec §4). */
const DIGITAL_PLATFORM_INDUSTRY = 2;

/**
 * The page's marketing industry id, when the page has one: an industry page (`/industries/<code>/`)
 * and the digital industrial platform landing (the idp site and the main site's idp page). Other
 * pages have none (spec §4 "non-industry pages clear it").
 */
export function marketingIndustryId(
  site: SiteName,
  routeName: string,
  params: RouteParams = {},
): number | undefined {
  if (site === 'idp' || (site === 'main' && routeName === 'idp')) return DIGITAL_PLATFORM_INDUSTRY;
  if (site !== 'main' || routeName !== 'industries-code') return undefined;
  const code = params['code'];
  return code !== undefined && Object.hasOwn(marketingIndustryByPageCode, code)
    ? marketingIndustryByPageCode[code]
    : undefined;
}

/**
 * The API product code of a product page (spec §2.2 "Dispatcher and mdc map to the product code
 * mdcplus"), or `undefined` on other pages.
 */
export function marketingProductCode(
  site: SiteName,
  routeName: string,
  params: RouteParams = {},
): string | undefined {
  if (site !== 'main' || routeName !== 'product-code') return undefined;
  const code = paramOf(params, 'code');
  return code ? (productCodeAliases[code] ?? code) : undefined;
}
