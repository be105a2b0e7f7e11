import type { LoaderFunctionArgs } from 'react-router';
import type {
  CasesPage,
  Image,
  ProductsPage,
  ServedBanner,
  ServedCase,
  ServedIndustry,
  ServedOffice,
} from '@corp/shared/contracts';
import { loadQueries, hubOriginFrom, optional, pageSeo, seoRequest } from '@corp/shared/document';
import type { SiteName } from '@corp/shared/contracts';
import { productPath, toProductCard } from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import { productsLocaleOf } from './asia-locales';
import type { AsiaLocale } from './asia-locales';
import { toAsiaCase } from './AsiaPage/AsiaPage';
import type { AsiaCaseData } from './AsiaPage/AsiaPage';
import { asiaText } from './asia-texts';

/** The products the Asia page shows, in this order (mining, metallurgy, oil and gas). */
export const ASIA_PRODUCTS = [
  'dispatcher',
  'mining-mes',
  'precisiondrill',
  'fragmentation',
  'techmonitoring',
  'safety',
] as const;

/** The region's cases first (Kazakhstan), then the others up to `ASIA_CASES_SHOWN`. */
export const ASIA_CASES = [
  'kazakh-copper-dispatching',
  'east-kazakhstan-gold-drill-blast',
] as const;
export const ASIA_CASES_SHOWN = 3;

/** The banner whose art the page's hero shows (`content/banners`, `GET /banner/`). */
export const ASIA_BANNER = 'asia';

/** The office of the region (`content/offices`). */
export const ASIA_OFFICE = 'almaty';

export { productsLocaleOf } from './asia-locales';
export type { AsiaLocale } from './asia-locales';

function inOrder<T extends { code: string }>(items: readonly T[], codes: readonly string[]): T[] {
  return codes.flatMap((code) => items.filter((item) => item.code === code));
}

/** The region's cases first, then the latest others. */
export function regionCases(items: readonly ServedCase[]): ServedCase[] {
  const first = inOrder(items, ASIA_CASES);
  const rest = items.filter((item) => !first.includes(item));
  return [...first, ...rest].slice(0, ASIA_CASES_SHOWN);
}

/**
 * On the Asia host a product card leads to the product's page on the main site (§2.8: "On the
 * kz … pages a card links out by code; otherwise it links out when knowMore is set"): on the ru
 * page too, since the Asia host has no product pages.
 */
export function linkedToMainSite<T extends { code: string; knowMore?: string | null }>(
  products: readonly T[],
  hubOrigin: string,
): T[] {
  return products.map((product) =>
    product.knowMore
      ? product
      : { ...product, knowMore: `${hubOrigin}${productPath(product.code, 'ru')}` },
  );
}

export interface AsiaPageData {
  locale: AsiaLocale;
  /** Where the product cards link out to (the main site, §2.8); the current host when empty. */
  hubOrigin?: string;
  /** The product cards, in `ASIA_PRODUCTS` order. */
  products: ProductCardData[];
  industries: ServedIndustry[];
  cases: AsiaCaseData[];
  office: ServedOffice | null;
  /** The hero's art: the region's banner picture (none when the banner call fails). */
  heroImage?: Image | null;
}

/**
 * The data of the Asia page (spec §2.3 "the asia page at /{lang}/"): product cards (asked in ru
 * on the kz page, §7), industries, case cards (kz → ru per item, by the API) and the Almaty office;
 * every list is optional (§8: a failed list is left empty), the SEO from `GET /seo/page/`.
 */
export async function loadAsiaPage(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  locale: AsiaLocale,
  site: SiteName = 'asia',
) {
  const [seo, products, industries, cases, office, banners] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getProducts', { locale: productsLocaleOf(locale), code: [...ASIA_PRODUCTS] }],
    ['getIndustries', { locale }],
    ['getCases', { locale, limit: 20 }],
    ['getOffice', { locale, code: ASIA_OFFICE }],
    ['getBanners', { locale, code: ASIA_BANNER }],
  ]);
  const listed = inOrder(
    optional<ProductsPage | null>(products, null)?.items ?? [],
    ASIA_PRODUCTS,
  ).map(toProductCard);
  const hubOrigin = site === 'asia' ? hubOriginFrom(request) : '';
  const page: AsiaPageData = {
    locale,
    hubOrigin,
    products: hubOrigin ? linkedToMainSite(listed, hubOrigin) : listed,
    industries: optional<ServedIndustry[]>(industries, []),
    cases: regionCases(optional<CasesPage | null>(cases, null)?.items ?? []).map(toAsiaCase),
    office: optional<ServedOffice | null>(office, null),
    heroImage: optional<ServedBanner[]>(banners, [])[0]?.image ?? null,
  };
  return {
    ...page,
    seo: pageSeo(site, request, locale, seo, {
      title: await asiaText(locale, 'hero.title'),
      description: await asiaText(locale, 'hero.lead'),
    }),
  };
}
