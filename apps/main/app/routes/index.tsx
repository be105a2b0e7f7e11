import type { Route } from './+types/index';
import { withItemLocale } from '@corp/shared/contracts';
import type {
  CasesPage,
  EventsPage,
  ProductsPage,
  ServedIndustry,
  ServedNewsItem,
} from '@corp/shared/contracts';
import { FLAGSHIP_PRODUCTS, HomePage, toEventTeaser } from '@corp/sites/main/feature-company';
import { loadBannerPage } from '@corp/sites/main/feature-company/server';
import { inOrder, toCaseTeaser, toNewsTeaser } from '@corp/shared/page-parts';
import { optional, seoMeta } from '@corp/shared/document';
import { toProductCard } from '@corp/shared/ui';

/**
 * Spec §2.2 `/` (also `/ru/` and `/de/`): hero, flagship products, industries, news, events, cases.
 * The lists carry what their cards show (and the locale each item was read in), nothing more.
 */
export async function loader(args: Route.LoaderArgs) {
  const {
    page,
    results: [products, industries, news, events, cases],
  } = await loadBannerPage(args, {
    banner: 'index',
    title: 'home.heroTitle',
    description: 'home.heroText',
    requests: (locale) => [
      ['getProducts', { locale, code: FLAGSHIP_PRODUCTS }],
      ['getIndustries', { locale }],
      ['getNews', { locale, limit: 3 }],
      ['getEvents', { locale, limit: 3 }],
      ['getCases', { locale, limit: 3 }],
    ],
  });
  return {
    ...page,
    products: inOrder(
      optional<ProductsPage | null>(products, null)?.items ?? [],
      FLAGSHIP_PRODUCTS,
    ).map(withItemLocale(toProductCard)),
    industries: optional<ServedIndustry[]>(industries, []),
    news: optional<ServedNewsItem[]>(news, []).map(withItemLocale(toNewsTeaser)),
    events: (optional<EventsPage | null>(events, null)?.items ?? []).map(
      withItemLocale(toEventTeaser),
    ),
    cases: (optional<CasesPage | null>(cases, null)?.items ?? []).map(withItemLocale(toCaseTeaser)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <HomePage {...page} />;
}
