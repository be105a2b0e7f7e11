import type { Locale } from '@corp/shared/i18n';
import { hubSite, NO_REDIRECT_QUERY, resolveRoute } from '@corp/shared/routing';

const SITE_HOST = 'localhost';
/**
 * Where a page missing in a locale is looked for next: the translations' fallbacks (kz → ru,
 * de → en), then the locales a page can be forced into (§2.5: marketplacepartners is ru only).
 */
const lookupOrder: Record<Locale, readonly Locale[]> = {
  en: ['en', 'ru'],
  ru: ['ru', 'en'],
  de: ['de', 'en', 'ru'],
  kz: ['kz', 'ru', 'en'],
};
const hrefs = new Map<string, string>();

function withoutQuery(location: string): string {
  const query = location.indexOf('?');
  return query < 0 ? location : location.slice(0, query);
}

/**
 * The path the site renders `path` at in `locale`, following the resolver's redirects; null
 * when it answers 404 or sends the visitor away to the home page.
 */
function renderedPath(path: string, locale: Locale): string | null {
  let candidate = locale === 'en' ? path : `/${locale}${path}`;
  for (let step = 0; step < 4; step += 1) {
    const decision = resolveRoute(
      { host: SITE_HOST, path: candidate, search: `?${NO_REDIRECT_QUERY}`, cookies: {} },
      { siteForHost: hubSite },
    );
    if (decision.kind === 'render') {
      return path !== '/' && decision.routeName.startsWith('index___') ? null : candidate;
    }
    if (decision.kind !== 'redirect') return null;
    candidate = withoutQuery(decision.location);
  }
  return null;
}

/**
 * The link to a page of the hub, the main site (`/product/flow/`) for a visitor reading in `locale`, as
 * the URL resolver serves it (§2.1–2.5): the locale's prefix where the page exists in that
 * locale, the end of a redirect (`/ru/product/mdcplus/` → `/product/dispatcher/`), and
 * otherwise the page in the next locale that has it (German has four pages, Kazakh none).
 */
export function pageHref(path: string, locale: Locale): string {
  const key = `${locale}:${path}`;
  return hrefs.get(key) ?? resolvedHref(path, locale, key);
}

function resolvedHref(path: string, locale: Locale, key: string): string {
  let href = path;
  for (const candidate of lookupOrder[locale]) {
    const rendered = renderedPath(path, candidate);
    if (rendered) {
      href = rendered;
      break;
    }
  }
  hrefs.set(key, href);
  return href;
}

/** The home page of a locale: `/`, `/ru/`, `/de/` (kz has none on the main site: `/ru/`). */
export function homeHref(locale: Locale): string {
  return pageHref('/', locale);
}
