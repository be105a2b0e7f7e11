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
/** The links `recordPageHrefs` is collecting (path → href), while its callback runs. */
let recording: { locale: Locale; links: Record<string, string> } | null = null;

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
  const href = hrefs.get(key) ?? resolvedHref(path, locale, key);
  if (recording?.locale === locale) recording.links[path] = href;
  return href;
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

/**
 * The links to main-site pages in `locale` that `build` asks for (synchronously), as a map of
 * path → href: a loader computes them on the server (the header's and footer's 100-odd links), so
 * the browser does not run the URL resolver for each of them while the page hydrates.
 */
export function recordPageHrefs(locale: Locale, build: () => void): Record<string, string> {
  const outer = recording;
  recording = { locale, links: {} };
  try {
    build();
    return recording.links;
  } finally {
    recording = outer;
  }
}

const seeded = new WeakSet<object>();

/**
 * Takes the links a loader computed on the server (`recordPageHrefs`) as known in `locale`; a
 * layout renders again with the same object, which is taken once.
 */
export function seedPageHrefs(locale: Locale, links: Readonly<Record<string, string>>): void {
  if (seeded.has(links)) return;
  seeded.add(links);
  for (const [path, href] of Object.entries(links)) {
    const key = `${locale}:${path}`;
    if (!hrefs.has(key)) hrefs.set(key, href);
  }
}
