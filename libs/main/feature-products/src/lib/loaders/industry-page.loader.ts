import type {
  CasesPage,
  ProductsPage,
  ServedCase,
  ServedProductCard,
} from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { PageSeo } from '@corp/shared/layout';
import { loadQueries, optional, pageSeo, seoRequest } from '@corp/shared/layout';
import type { IndustryPageContent } from '../industry-content/industry-pages';
import { industryPageContent } from '../industry-content/industry-pages';
import { casesForProducts, hasIndustryPage, orderByCodes } from '../product-data/product-data';
import type { PageLoaderArgs } from './loader-args';
import { notFound, pageLocale } from './loader-args';

export interface IndustryPageData {
  locale: Locale;
  page: IndustryPageContent;
  /** The page's products, in the page's order. */
  products: ServedProductCard[];
  cases: ServedCase[];
  seo: PageSeo;
}

/** `/industries/{code}/`: the page's content, the cards of its products and its cases. */
export async function loadIndustryPage({
  request,
  context,
  params,
}: PageLoaderArgs): Promise<IndustryPageData> {
  const locale = pageLocale(request);
  const code = params?.['code'] ?? '';
  const page = hasIndustryPage(code, locale) ? industryPageContent(locale, code) : undefined;
  if (!page) notFound();
  const [seo, productsResult, casesResult] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getProducts', { locale, code: page.products }],
    ['getCases', { locale }],
  ]);
  const products = optional<ProductsPage | null>(productsResult, null)?.items ?? [];
  const cases = optional<CasesPage | null>(casesResult, null)?.items ?? [];
  return {
    locale,
    page,
    products: orderByCodes(products, page.products),
    cases: casesForProducts(cases, page.products),
    seo: pageSeo('main', request, locale, seo, {
      title: page.title,
      description: page.description,
    }),
  };
}
