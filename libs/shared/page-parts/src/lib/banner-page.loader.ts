import type { LoaderFunctionArgs } from 'react-router';
import type { ServedBanner } from '@corp/shared/contracts';
import type { PrefetchRequest, PrefetchResult } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/contracts';
import { loadQueries, localeOfPath, optional, pageSeo, seoRequest } from '@corp/shared/document';

export interface BannerPageOptions {
  /** The banner of the page's hero (`GET /banner/?code=…`). */
  banner: string;
  /** The page's texts the SEO falls back to when the SEO call and the banner say nothing. */
  title: (apiLocale: Locale) => string | Promise<string>;
  description: (apiLocale: Locale) => string | Promise<string>;
  /** The page's other calls, in the locale the API is asked in. */
  requests?: (apiLocale: Locale) => PrefetchRequest[];
  /** The locale of an unprefixed path (ru for the Russian-only techpod page). */
  defaultLocale?: Locale;
  /** The site whose page this is (its alternates in the SEO). */
  site: SiteName;
  /** The API's locale when it is not the page's (§2.5: idp pages ask in ru). */
  apiLocale?: (locale: Locale) => Locale;
}

/**
 * A banner page's loader core: the SEO call, the hero banner and the page's own calls in one
 * round, and the page's SEO with the banner, then the page's texts, as fallback.
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
      seo: pageSeo(options.site, request, locale, seo, {
        title: banner?.title ?? (await options.title(apiLocale)),
        description: banner?.text ?? (await options.description(apiLocale)),
      }),
    },
    apiLocale,
    results,
  };
}
