import type { ServedCase } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { industryCodes, productCodeAliases, productCodes } from '@corp/shared/contracts';
import { compilePages } from '@corp/shared/routing';
import { mainDefinition } from '@corp/sites/main/definition';

// The hub's grouping and filter, apart: the hub's island part imports them without the site's URL rows.
export * from './hub-groups';

/** The main site's pages by app path, from its own URL rows. */
const matchMainPage = compilePages(mainDefinition.pages);

/** One of the 28 product codes of spec §2.2. */
export type ProductCode = (typeof productCodes)[number];

/**
 * Spec §2.2: "Six product paths are excluded from the related-products block: overview360,
 * dumptruck-advisor, bucketcontrol, openmine, mining-mes, robotruck."
 */
export const RELATED_PRODUCTS_EXCLUDED: readonly ProductCode[] = [
  'overview360',
  'dumptruck-advisor',
  'bucketcontrol',
  'openmine',
  'mining-mes',
  'robotruck',
];

/**
 * The items a page in `locale` shows: a German page (§2.1: four pages exist in German) leaves
 * out the news, cases and products that have no German text rather than showing them in
 * English (issue 16); every other locale keeps its fallbacks.
 */
export function inPageLanguage<T extends { initialLocale?: string }>(
  items: readonly T[],
  locale: Locale,
): T[] {
  return locale === 'de'
    ? items.filter((item) => item.initialLocale === undefined || item.initialLocale === locale)
    : [...items];
}

/** How many news items and cases a product page shows. */
export const PRODUCT_NEWS_LIMIT = 3;
export const PRODUCT_CASES_LIMIT = 3;
/** How many cases an industry page shows. */
export const INDUSTRY_CASES_LIMIT = 3;

/**
 * Spec §2.2 "Dispatcher and mdc map to the product code mdcplus": the code a product page asks
 * the API for (`/product/dispatcher/` shows the product `mdcplus`).
 */
export function apiProductCode(pageCode: string): string {
  return productCodeAliases[pageCode] ?? pageCode;
}

export function isProductCode(code: string): code is ProductCode {
  return (productCodes as readonly string[]).includes(code);
}

/** The locales a main-site page exists in by the URL rules (§2.1), or none. */
function pageLocales(path: string, pageName: string): readonly Locale[] {
  const match = matchMainPage(path.split('/').filter(Boolean), path);
  return match?.page.name === pageName ? match.page.locales : [];
}

/** Whether `/product/{code}/` exists in `locale` (28 codes; German only for two of them). */
export function hasProductPage(code: string, locale: Locale): boolean {
  return isProductCode(code) && pageLocales(`/product/${code}/`, 'product-code').includes(locale);
}

/** Whether `/industries/{code}/` exists in `locale` (the ten industry pages, en and ru). */
export function hasIndustryPage(code: string, locale: Locale): boolean {
  return (
    (industryCodes as readonly string[]).includes(code) &&
    pageLocales(`/industries/${code}/`, 'industries-code').includes(locale)
  );
}

/**
 * A site path in the page's locale: `/contacts/` → `/ru/contacts/` when that page exists in
 * Russian; English, unknown pages and absolute URLs stay as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || locale === 'en') return path;
  const [pathname = '/', hash] = path.split('#');
  const match = matchMainPage(pathname.split('/').filter(Boolean), pathname);
  if (!match?.page.locales.includes(locale)) return path;
  return `/${locale}${pathname}${hash === undefined ? '' : `#${hash}`}`;
}

/** The product hub of the page's locale (`/product/`, `/ru/product/`; German has none). */
export function productHubPath(locale: Locale): string {
  return localizedPath('/product/', locale);
}

/**
 * The products of a product page's "can be integrated with" block: its related products in their
 * order, without the six excluded codes and without the page's own product (`/product/dispatcher/`
 * shows mdcplus, which lists dispatcher as related).
 */
export function relatedProductCodes(
  product: { code: string; relatedProducts: readonly ProductCode[] },
  pageCode: string,
): ProductCode[] {
  const seen = new Set<string>([product.code, pageCode, ...RELATED_PRODUCTS_EXCLUDED]);
  return product.relatedProducts.filter((code) => {
    if (seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

/** `items` in the order of `codes`, those the list lacks left out. */
export function orderByCodes<T extends { code: string }>(
  items: readonly T[],
  codes: readonly string[],
): T[] {
  const byCode = new Map(items.map((item) => [item.code, item]));
  return codes.flatMap((code) => {
    const item = byCode.get(code);
    return item ? [item] : [];
  });
}

/** `?industry=4` of the hub's URL, when it names one of the industries. */
export function industryFromSearch(
  search: string,
  industries: readonly { id: number }[],
): number | null {
  const value = Number(new URLSearchParams(search).get('industry'));
  return industries.some((industry) => industry.id === value) ? value : null;
}

const time = (date: string) => new Date(date).getTime();

/**
 * The marketing ids of the pages that serve every industry: 6, the digital industrial platform
 * ("Other" in the industry list), and 7, the industrial AI lab. Every other page's id is one
 * industry of the cases (robotics and mining share 4).
 */
export const CROSS_INDUSTRY_PAGE_IDS: readonly number[] = [6, 7];

/**
 * The cases of an industry page, its "Results of our customers": those that use one of the page's
 * products, in the page's industry unless the page serves every industry, newest first (issue 42:
 * the heat-network pumps case, which uses TechMonitoring, sat under the mining page's results).
 */
export function casesForProducts(
  cases: readonly ServedCase[],
  page: { products: readonly string[]; marketingId: number },
  limit = INDUSTRY_CASES_LIMIT,
): ServedCase[] {
  const anyIndustry = CROSS_INDUSTRY_PAGE_IDS.includes(page.marketingId);
  return cases
    .filter((item) => anyIndustry || item.industry === page.marketingId)
    .filter((item) => item.products.some((code) => page.products.includes(code)))
    .sort((a, b) => time(b.date) - time(a.date))
    .slice(0, limit);
}

/** The page of a case (`/cases/{code}/`, `/ru/cases/{code}/`). */
export function casePath(code: string, locale: Locale): string {
  return localizedPath(`/cases/${code}/`, locale);
}
