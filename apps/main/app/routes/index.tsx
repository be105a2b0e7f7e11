import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type {
  CasesPage,
  EventsPage,
  ProductsPage,
  ServedBanner,
  ServedIndustry,
  ServedNewsItem,
} from '@corp/shared/contracts';
import { FLAGSHIP_PRODUCTS, HomePage, companyText, inOrder } from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
} from '@corp/shared/layout';

/** Spec §2.2 `/` (also `/ru/` and `/de/`): hero, flagship products, industries, news, events, cases. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, banners, products, industries, news, events, cases] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getBanners', { locale, code: 'index' }],
    ['getProducts', { locale, code: FLAGSHIP_PRODUCTS }],
    ['getIndustries', { locale }],
    ['getNews', { locale, limit: 3 }],
    ['getEvents', { locale, limit: 3 }],
    ['getCases', { locale, limit: 3 }],
  ]);
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  return {
    locale,
    banner,
    products: inOrder(
      optional<ProductsPage | null>(products, null)?.items ?? [],
      FLAGSHIP_PRODUCTS,
    ),
    industries: optional<ServedIndustry[]>(industries, []),
    news: optional<ServedNewsItem[]>(news, []),
    events: optional<EventsPage | null>(events, null)?.items ?? [],
    cases: optional<CasesPage | null>(cases, null)?.items ?? [],
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(locale, 'home.heroTitle'),
      description: banner?.text ?? companyText(locale, 'home.heroText'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HomeRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <HomePage {...page} />;
}
