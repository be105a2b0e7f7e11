import type { LoaderFunctionArgs } from 'react-router';
import { withItemLocale } from '@corp/shared/contracts';
import type {
  CasesPage,
  ProductsPage,
  ServedNewsItem,
  ServedProduct,
} from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { loadQueries, hubOriginFrom, optional } from '@corp/shared/document';
import { inOrder, loadBannerPage, toCaseTeaser, toNewsTeaser } from '@corp/shared/page-parts';
import { apiLocaleFor } from '@corp/shared/routing';
import type { SiteName } from '@corp/shared/contracts';
import { toProductCard } from '@corp/shared/ui';
import { toIdpPlatform } from './IdpPage/IdpPage';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** The platform product the page presents. */
export const IDP_PLATFORM = 'industrial-iot-platform';

const textsOf = (locale: Locale) => (locale === 'en' || locale === 'de' ? en : ru);

/**
 * The idp page's loader (spec §2.2 `/idp/` on the main site, §2.3 `/` of the idp host): its
 * banner, the platform product, its related products, cases and news (each as the page shows it).
 * Every call asks in Russian whatever the page's language (§2.5 "Idp pages always use ru for
 * requests").
 */
export async function loadIdpPage(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  { site = 'main' }: { site?: SiteName } = {},
) {
  const {
    page,
    apiLocale,
    results: [platformResult, cases, news],
  } = await loadBannerPage(args, {
    site,
    banner: 'idp',
    title: (locale) => textsOf(locale).title,
    description: (locale) => textsOf(locale).ctaText,
    defaultLocale: site === 'main' ? 'en' : 'ru',
    apiLocale: (locale) => apiLocaleFor(site, site === 'main' ? '/idp/' : '/', locale),
    requests: (locale) => [
      ['getProduct', { locale, code: IDP_PLATFORM }],
      ['getCases', { locale, product: IDP_PLATFORM, limit: 3 }],
      ['getNews', { locale, products: IDP_PLATFORM, limit: 3 }],
    ],
  });
  const platform = optional<ServedProduct | null>(platformResult, null);
  const related = platform?.relatedProducts ?? [];
  const [products] = related.length
    ? await loadQueries(args.context, [['getProducts', { locale: apiLocale, code: related }]])
    : [];
  return {
    ...page,
    // On the idp host the cards link out to the main site (spec §2.8 "dip pages … by code").
    ...(site === 'idp' ? { hubOrigin: hubOriginFrom(args.request) } : {}),
    platform: platform && toIdpPlatform(platform),
    products: inOrder(optional<ProductsPage | null>(products, null)?.items ?? [], related).map(
      toProductCard,
    ),
    cases: (optional<CasesPage | null>(cases, null)?.items ?? []).map(withItemLocale(toCaseTeaser)),
    news: optional<ServedNewsItem[]>(news, []).map(withItemLocale(toNewsTeaser)),
  };
}

export type IdpPageData = Awaited<ReturnType<typeof loadIdpPage>>;
