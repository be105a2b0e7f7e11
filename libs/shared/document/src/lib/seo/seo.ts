import type { MetaDescriptor } from 'react-router';
import type { PrefetchRequest, PrefetchResult } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { hreflangAlternates, htmlLang, locales } from '@corp/shared/i18n';
import type { HreflangAlternate } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/contracts';
import { resolveRoute } from '@corp/shared/routing';

/** What a page's `<head>` says about it (spec §6 of issue 6: SEO). */
export interface PageSeo {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute URL of the page without its query. */
  canonical: string;
  /** One per locale the page exists in (`kz` as `kk`), plus `x-default` → English. */
  alternates: HreflangAlternate[];
  /** Absolute URL of the sharing image, if any. */
  image?: string;
  lang: string;
}

/** The `GET /seo/page/` call of a page: its locale and its host plus path (§7). */
export function seoRequest(request: Request, locale: Locale): PrefetchRequest {
  const url = new URL(request.url);
  return ['getSeoPage', { locale, url: `${url.host}${url.pathname}` }];
}

/**
 * The URL of the same page in each locale, as the URL resolver would render it: the locale
 * prefix swapped, kept only where the resolver renders that page in that locale (§2.1, §2.5).
 */
export function localeAlternates(site: SiteName, pageUrl: URL): HreflangAlternate[] {
  const segments = pageUrl.pathname.split('/').filter(Boolean);
  const rest = (locales as readonly string[]).includes(segments[0] ?? '')
    ? segments.slice(1)
    : segments;
  const available: Locale[] = [];
  const hrefs = new Map<Locale, string>();
  for (const locale of locales) {
    const parts = locale === 'en' ? rest : [locale, ...rest];
    const path = parts.length ? `/${parts.join('/')}/` : '/';
    const decision = resolveRoute(
      { host: pageUrl.host, path, search: '?noRedirect=1', cookies: {} },
      { siteForHost: () => site },
    );
    if (decision.kind === 'render' && decision.locale === locale) {
      available.push(locale);
      hrefs.set(locale, `${pageUrl.origin}${path}`);
    }
  }
  return available.length ? hreflangAlternates((locale) => hrefs.get(locale) ?? '', available) : [];
}

/**
 * A page's SEO: title, description and keywords from the SEO call when it answered, else from
 * the page's own content (`fallback`); canonical URL and alternates from the request.
 */
export function pageSeo(
  site: SiteName,
  request: Request,
  locale: Locale,
  seo: PrefetchResult | undefined,
  fallback: { title: string; description: string; image?: string },
): PageSeo {
  const url = new URL(request.url);
  const served =
    seo && !seo.isError
      ? (seo.data as { title?: string; description?: string; keywords?: string; ogImage?: string })
      : undefined;
  const image = served?.ogImage || fallback.image;
  return {
    title: served?.title || fallback.title,
    description: served?.description || fallback.description,
    ...(served?.keywords ? { keywords: served.keywords } : {}),
    canonical: `${url.origin}${url.pathname}`,
    alternates: localeAlternates(site, url),
    ...(image ? { image: new URL(image, url.origin).href } : {}),
    lang: htmlLang(locale),
  };
}

/** The `meta` export of a page from its loader's `seo`. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.keywords ? [{ name: 'keywords', content: seo.keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: seo.lang },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
  ];
}
