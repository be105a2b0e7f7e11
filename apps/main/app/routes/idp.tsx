import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type {
  CasesPage,
  ProductsPage,
  ServedNewsItem,
  ServedProduct,
} from '@corp/shared/contracts';
import {
  IdpPage,
  loadBannerPage,
  idpAnchors,
  inOrder,
  useCompanyTexts,
} from '@corp/main/feature-company';
import { loadQueries, optional, seoMeta, usePageSections } from '@corp/shared/layout';
import { apiLocaleFor } from '@corp/shared/routing';

/** The platform product the page presents. */
const PLATFORM = 'industrial-iot-platform';

/**
 * Spec §2.2 `/idp/`: the digital industrial platform. Its calls ask in Russian whatever the
 * page's language (§2.5 "Idp pages always use ru for requests").
 */
export async function loader(args: LoaderFunctionArgs) {
  const {
    page,
    apiLocale,
    results: [platformResult, cases, news],
  } = await loadBannerPage(args, {
    banner: 'idp',
    title: 'idp.title',
    description: 'idp.ctaText',
    apiLocale: (locale) => apiLocaleFor('main', '/idp/', locale),
    requests: (locale) => [
      ['getProduct', { locale, code: PLATFORM }],
      ['getCases', { locale, product: PLATFORM, limit: 3 }],
      ['getNews', { locale, products: PLATFORM, limit: 3 }],
    ],
  });
  const platform = optional<ServedProduct | null>(platformResult, null);
  const related = platform?.relatedProducts ?? [];
  const [products] = related.length
    ? await loadQueries(args.context, [['getProducts', { locale: apiLocale, code: related }]])
    : [];
  return {
    ...page,
    platform,
    products: inOrder(optional<ProductsPage | null>(products, null)?.items ?? [], related),
    cases: optional<CasesPage | null>(cases, null)?.items ?? [],
    news: optional<ServedNewsItem[]>(news, []),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IdpRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  usePageSections(idpAnchors(useCompanyTexts(), page));
  return <IdpPage {...page} />;
}
