import type { LoaderFunctionArgs } from 'react-router';
import type { ServedBanner } from '@corp/shared/contracts';
import type { PrefetchRequest, PrefetchResult } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { loadQueries, localeOfPath, optional, pageSeo, seoRequest } from '@corp/shared/layout';
import type { CompanyTextKey } from './company-texts';
import { companyText } from './company-texts';

export interface BannerPageOptions {
  /** The banner of the page's hero (`GET /banner/?code=…`). */
  banner: string;
  /** Company texts the SEO falls back to when the SEO call and the banner say nothing. */
  title: CompanyTextKey;
  description: CompanyTextKey;
  /** The page's other calls, in the locale the API is asked in. */
  requests?: (apiLocale: Locale) => PrefetchRequest[];
  /** The locale of an unprefixed path (ru for the Russian-only techpod page). */
  defaultLocale?: Locale;
  /** The API's locale when it is not the page's (§2.5: idp pages ask in ru). */
  apiLocale?: (locale: Locale) => Locale;
}

/**
 * A company page's loader core: the SEO call, the hero banner and the page's own calls in one
 * round, and the page's SEO with the banner, then the company texts, as fallback.
 */
export async function loadBannerPage(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  options: BannerPageOptions,
): Promise<{
  page: { locale: Locale; banner: ServedBanner | null; seo: ReturnType<typeof pageSeo> };
  apiLocale: Locale;
  results: PrefetchResult[];
}> {
  const locale = localeOfPath(new URL(request.url).pathname, options.defaultLocale ?? 'en');
  const apiLocale = options.apiLocale?.(locale) ?? locale;
  const [seo, banners, ...results] = await loadQueries(context, [
    seoRequest(request, apiLocale),
    ['getBanners', { locale: apiLocale, code: options.banner }],
    ...(options.requests?.(apiLocale) ?? []),
  ]);
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  return {
    page: {
      locale,
      banner,
      seo: pageSeo('main', request, locale, seo, {
        title: banner?.title ?? companyText(apiLocale, options.title),
        description: banner?.text ?? companyText(apiLocale, options.description),
      }),
    },
    apiLocale,
    results,
  };
}
