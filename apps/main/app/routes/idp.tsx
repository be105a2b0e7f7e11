import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type {
  CasesPage,
  ProductsPage,
  ServedBanner,
  ServedNewsItem,
  ServedProduct,
} from '@corp/shared/contracts';
import {
  IdpPage,
  companyText,
  idpAnchors,
  inOrder,
  useCompanyTexts,
} from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
  usePageSections,
} from '@corp/shared/layout';
import { apiLocaleFor } from '@corp/shared/routing';

/** The platform product the page presents. */
const PLATFORM = 'industrial-iot-platform';

/**
 * Spec §2.2 `/idp/`: the digital industrial platform. Its calls ask in Russian whatever the
 * page's language (§2.5 "Idp pages always use ru for requests").
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const apiLocale = apiLocaleFor('main', '/idp/', locale);
  const [seo, banners, platformResult, cases, news] = await loadQueries(context, [
    seoRequest(request, apiLocale),
    ['getBanners', { locale: apiLocale, code: 'idp' }],
    ['getProduct', { locale: apiLocale, code: PLATFORM }],
    ['getCases', { locale: apiLocale, product: PLATFORM, limit: 3 }],
    ['getNews', { locale: apiLocale, products: PLATFORM, limit: 3 }],
  ]);
  const platform = optional<ServedProduct | null>(platformResult, null);
  const related = platform?.relatedProducts ?? [];
  const [products] = related.length
    ? await loadQueries(context, [['getProducts', { locale: apiLocale, code: related }]])
    : [];
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  return {
    locale,
    banner,
    platform,
    products: inOrder(optional<ProductsPage | null>(products, null)?.items ?? [], related),
    cases: optional<CasesPage | null>(cases, null)?.items ?? [],
    news: optional<ServedNewsItem[]>(news, []),
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(apiLocale, 'idp.title'),
      description: banner?.text ?? companyText(apiLocale, 'idp.ctaText'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IdpRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  usePageSections(idpAnchors(useCompanyTexts(), page));
  return <IdpPage {...page} />;
}
