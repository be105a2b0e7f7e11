import type { CasesPage, ProductsPage, ServedIndustryPage } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { PageSeo } from '@corp/shared/document';
import { loadQueries, optional, pageSeo, required, seoRequest } from '@corp/shared/document';
import { toProductCard } from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import { toProductCase } from '../CaseCards/CaseCards';
import type { ProductCaseData } from '../CaseCards/CaseCards';
import { casesForProducts, hasIndustryPage, orderByCodes } from '../product-data/product-data';
import type { PageLoaderArgs } from './loader-args.server';
import { notFound, pageLocale } from './loader-args.server';

export interface IndustryPageData {
  locale: Locale;
  page: ServedIndustryPage;
  /** The cards of the page's products, in the page's order. */
  products: ProductCardData[];
  cases: ProductCaseData[];
  seo: PageSeo;
}

/**
 * `/industries/{code}/`: the page's content (`GET /industry-pages/{code}/`), the cards of its
 * products and its cases, in one round: the product cards and cases are the full lists (the
 * hub's cached call), narrowed to the page's products here. A path the URL rules lack (an
 * unknown code, a German page) is a 404 without a call; one the API does not know, too.
 */
export async function loadIndustryPage({
  request,
  context,
  params,
}: PageLoaderArgs): Promise<IndustryPageData> {
  const locale = pageLocale(request);
  const code = params?.['code'] ?? '';
  if (!hasIndustryPage(code, locale)) notFound();
  const [seo, pageResult, productsResult, casesResult] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getIndustryPage', { locale, code }],
    ['getProducts', { locale }],
    ['getCases', { locale }],
  ]);
  const page = required<ServedIndustryPage>(pageResult);
  const products = optional<ProductsPage | null>(productsResult, null)?.items ?? [];
  const cases = optional<CasesPage | null>(casesResult, null)?.items ?? [];
  return {
    locale,
    page,
    products: orderByCodes(products, page.products).map(toProductCard),
    cases: casesForProducts(cases, page).map(toProductCase),
    seo: pageSeo('main', request, locale, seo, {
      title: page.title,
      description: page.description,
    }),
  };
}
