import type {
  ServedBanner,
  ServedDivision,
  ServedIndustry,
  ProductsPage,
} from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { PageSeo } from '@corp/shared/document';
import { loadQueries, optional, pageSeo, required, seoRequest } from '@corp/shared/document';
import { industryFromSearch } from '../product-data/product-data';
import { toHubProduct } from '../ProductHubPage/ProductHubPage';
import type { HubProductData } from '../ProductHubPage/ProductHubPage';
import { productsText } from '../texts/products-texts';
import type { PageLoaderArgs } from './loader-args.server';
import { pageLocale } from './loader-args.server';

/** The hub's banner is the one of the page `/product/` (`GET /banner/?page=/product/`). */
export const PRODUCT_HUB_BANNER_PAGE = '/product/';

export interface ProductHubData {
  locale: Locale;
  banner: ServedBanner | null;
  divisions: ServedDivision[];
  products: HubProductData[];
  /** The marketing industries (`GET /industry/`), the hub's filter. */
  industries: ServedIndustry[];
  /** The industry the hub opens filtered by (`?industry=4`), if any. */
  initialIndustry: number | null;
  seo: PageSeo;
}

/** `/product/`: every product card, grouped by division and filterable by industry. */
export async function loadProductHub({
  request,
  context,
}: PageLoaderArgs): Promise<ProductHubData> {
  const locale = pageLocale(request);
  const [seo, products, divisions, industries, banners] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getProducts', { locale }],
    ['getDivisions', { locale }],
    ['getIndustries', { locale }],
    ['getBanners', { locale, page: PRODUCT_HUB_BANNER_PAGE }],
  ]);
  const cards = required<ProductsPage>(products).items;
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  const industryList = optional<ServedIndustry[]>(industries, []);
  const title = banner?.title ?? (await productsText(locale, 'breadcrumbs.products'));
  return {
    locale,
    banner,
    divisions: optional<ServedDivision[]>(divisions, []),
    products: cards.map(toHubProduct),
    industries: industryList,
    initialIndustry: industryFromSearch(new URL(request.url).search, industryList),
    seo: pageSeo('main', request, locale, seo, {
      title,
      description: banner?.text ?? cards.map((card) => card.name).join(', '),
    }),
  };
}
