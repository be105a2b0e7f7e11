import type {
  CasesPage,
  ProductsPage,
  ServedNewsItem,
  ServedProduct,
} from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { PageSeo } from '@corp/shared/document';
import { loadQueries, optional, pageSeo, required, seoRequest } from '@corp/shared/document';
import { toProductCard } from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import { toProductCase } from '../CaseCards/CaseCards';
import type { ProductCaseData } from '../CaseCards/CaseCards';
import { toNewsCard } from '../NewsCards/NewsCards';
import type { NewsCardData } from '../NewsCards/NewsCards';
import {
  PRODUCT_CASES_LIMIT,
  PRODUCT_NEWS_LIMIT,
  apiProductCode,
  hasProductPage,
  inPageLanguage,
  orderByCodes,
  relatedProductCodes,
} from '../product-data/product-data';
import type { PageLoaderArgs } from './loader-args.server';
import { notFound, pageLocale } from './loader-args.server';

export interface ProductPageData {
  locale: Locale;
  /** The code of the page's URL (`dispatcher`), which may differ from `product.code` (`mdcplus`). */
  pageCode: string;
  product: ServedProduct;
  /** The "can be integrated with these products" block, without the six excluded codes. */
  related: ProductCardData[];
  news: NewsCardData[];
  cases: ProductCaseData[];
  seo: PageSeo;
}

/**
 * `/product/{code}/`: the product of the API code (`dispatcher` and `mdc` → `mdcplus`), its
 * news and cases, then the cards of its related products. An unknown code, or a product page the
 * locale lacks (German exists for two), is a 404.
 */
export async function loadProductPage({
  request,
  context,
  params,
}: PageLoaderArgs): Promise<ProductPageData> {
  const locale = pageLocale(request);
  const pageCode = params?.['code'] ?? '';
  if (!hasProductPage(pageCode, locale)) notFound();
  const code = apiProductCode(pageCode);
  const [seo, productResult, newsResult, casesResult] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getProduct', { locale, code }],
    ['getNews', { locale, products: code, limit: PRODUCT_NEWS_LIMIT }],
    ['getCases', { locale, product: code, limit: PRODUCT_CASES_LIMIT }],
  ]);
  const product = required<ServedProduct>(productResult);
  const relatedCodes = relatedProductCodes(product, pageCode);
  const [relatedResult] = relatedCodes.length
    ? await loadQueries(context, [['getProducts', { locale, code: relatedCodes }]])
    : [];
  const related = optional<ProductsPage | null>(relatedResult, null)?.items ?? [];
  return {
    locale,
    pageCode,
    product,
    related: inPageLanguage(orderByCodes(related, relatedCodes), locale).map(toProductCard),
    news: inPageLanguage(optional<ServedNewsItem[]>(newsResult, []), locale).map(toNewsCard),
    cases: inPageLanguage(optional<CasesPage | null>(casesResult, null)?.items ?? [], locale).map(
      toProductCase,
    ),
    seo: pageSeo('main', request, locale, seo, {
      title: product.name,
      description: product.description,
    }),
  };
}
