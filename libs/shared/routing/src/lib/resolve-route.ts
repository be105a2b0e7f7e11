import { isLocale } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import {
  LOCALE_COOKIE,
  NO_REDIRECT_COOKIE,
  NO_REDIRECT_COOKIE_VALUE,
  NO_REDIRECT_QUERY,
} from './locale-rules';
import { joinSegments, looksLikeFile, normalizePath, sanitizeSearch, splitLocation } from './paths';
import type {
  CookieChange,
  NotFoundDecision,
  RedirectDecision,
  ResolveRouteOptions,
  RouteDecision,
  RouteRequest,
} from './route-decision';
import type { RouteTable } from './route-table';

/** §2.1: the locales a first path segment can name. Anything else is English, unprefixed. */
const PREFIX_LOCALES: readonly Locale[] = ['ru', 'de', 'kz'];

/** More steps than any chain of the tables needs; reaching it means a loop, answered with 404. */
const MAX_STEPS = 8;

interface Context {
  table: RouteTable;
  site: string;
  /** The request's query, safe for a Location. */
  search: string;
  /** The no-redirect query parameter is present. */
  noRedirectQuery: boolean;
  /** The no-redirect query or the noRedirect cookie is present (§2.1). */
  noRedirect: boolean;
  /** The raw `locale` cookie, if any. */
  localeCookieRaw: string | undefined;
  /** The `locale` cookie as a locale, or null when absent or not a locale. */
  localeCookie: Locale | null;
  /** A site's configured public origin (`ResolveRouteOptions.configuredOrigin`). */
  configuredOrigin: (site: string) => string | undefined;
}

function ownCookie(cookies: RouteRequest['cookies'], name: string): string | undefined {
  const value = Object.hasOwn(cookies, name) ? cookies[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function contextOf(
  table: RouteTable,
  site: string,
  request: RouteRequest,
  configuredOrigin: ResolveRouteOptions['configuredOrigin'],
): Context {
  const search = sanitizeSearch(request.search);
  const noRedirectQuery = new URLSearchParams(search).has(NO_REDIRECT_QUERY);
  const localeCookieRaw = ownCookie(request.cookies, LOCALE_COOKIE);
  const cookieValue = localeCookieRaw?.trim().toLowerCase();
  return {
    table,
    site,
    search,
    noRedirectQuery,
    noRedirect: noRedirectQuery || ownCookie(request.cookies, NO_REDIRECT_COOKIE) !== undefined,
    localeCookieRaw,
    localeCookie: isLocale(cookieValue) ? cookieValue : null,
    configuredOrigin: configuredOrigin ?? (() => undefined),
  };
}

function redirect(status: 301 | 302, location: string): RedirectDecision {
  return { kind: 'redirect', status, location };
}

/** A 404 in the path's locale, or the site's own first locale when the site lacks it. */
function notFound(table: RouteTable, site: string, locale: Locale): NotFoundDecision {
  const forced = table.siteLocales(site);
  return {
    kind: 'not-found',
    site,
    locale: forced && !forced.includes(locale) ? (forced[0] ?? locale) : locale,
  };
}

/** The §2.4 row for a canonical path on a site, as a redirect, or null. */
function redirectRowFor(path: string, ctx: Context): RedirectDecision | null {
  for (const row of ctx.table.redirectsOf(ctx.site)) {
    if (!row.from.includes(path)) continue;
    let target: string;
    if (row.to.kind === 'path') {
      target = row.to.path;
    } else if (row.to.kind === 'locale-cookie') {
      const cookie = ctx.localeCookie;
      target = cookie && row.to.locales.includes(cookie) ? `/${cookie}/` : row.to.otherwise;
    } else if (row.to.kind === 'other-origin') {
      // Only to a host whose public origin is configured; otherwise the page renders here.
      const origin = ctx.configuredOrigin(row.to.site);
      if (!origin) continue;
      return redirect(
        row.status,
        `${origin.replace(/\/+$/, '')}${row.to.path}${row.keepQuery ? ctx.search : ''}`,
      );
    } else {
      // 'locale-cookie-rule' rows are realised by the locale cookie rules (see `RedirectTarget`).
      continue;
    }
    if (target === path) continue;
    return redirect(row.status, target + (row.keepQuery ? ctx.search : ''));
  }
  return null;
}

/**
 * §2.5 storage. The chosen locale is written to the `locale` cookie when the visitor chose it:
 * the page exists in more than one locale, and either the path names its locale (a prefix), or
 * the no-redirect query asks for this (English) path, or no valid locale cookie exists yet. A
 * locale imposed by a single-locale page or by an exempt English page leaves the cookie alone, so
 * visiting /partnership/ does not undo a Russian visitor's choice. A `noRedirect` value is
 * removed: overwritten by the stored locale, or deleted when nothing is stored.
 */
function cookieChanges(
  locale: Locale,
  pageLocales: readonly Locale[],
  ctx: Context,
): CookieChange[] | undefined {
  const prefixed = locale !== 'en';
  const chosen =
    pageLocales.length > 1 && (prefixed || ctx.noRedirectQuery || ctx.localeCookie === null);
  if (chosen) {
    return ctx.localeCookieRaw === locale ? undefined : [{ name: 'locale', value: locale }];
  }
  if (ctx.localeCookieRaw?.trim().toLowerCase() === NO_REDIRECT_COOKIE_VALUE) {
    return [{ name: 'locale', value: null }];
  }
  return undefined;
}

function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((segment, i) => segments[i] === segment);
}

/**
 * One rule application. The rules, in order (the first that answers wins):
 *
 * 1. Host: no site serves the host → `unknown-host`.
 * 2. Files: a path that looks like a file (`/robots.txt`, `/assets/…`) → render `file`, untouched.
 * 3. Normalisation (§2.1): undecodable or dot segments → 404; a path that is not canonical
 *    (lowercase, single slashes, trailing slash, canonical escapes) → 301 to the canonical path,
 *    query kept.
 * 4. Redirect rows (§2.4, the site's `redirects`) on the canonical path.
 * 5. Locale prefix (§2.1), host root (§2.3, the site's `root`) and page (§2.2, `pages`): an
 *    unknown page, or a locale the page does not have (§2.1 German/Kazakh lists restricted by
 *    §2.5 `forcedLocales`) → 404.
 * 6. Locale cookie (§2.1, §2.5, `localeCookieRules`) → 302 to the page in the cookie's locale.
 * 7. Render, with the API locale (`apiLocaleRules`) and the cookie changes of §2.5.
 *
 * The rows are the registered sites' (`createRouteTable`); `resolveRouteIn` follows these steps
 * to the end of a chain; this is exported for reviewing the table rows one hop at a time.
 */
export function resolveStepIn(
  table: RouteTable,
  request: RouteRequest,
  options: ResolveRouteOptions,
): RouteDecision {
  const site = options.siteForHost(request.host);
  if (!site) return { kind: 'unknown-host' };
  const ctx = contextOf(table, site, request, options.configuredOrigin);
  const rawPath = request.path.startsWith('/') ? request.path : `/${request.path}`;
  const rawFirst = rawPath.split('/').find(Boolean)?.toLowerCase() ?? '';
  const rawLocale = PREFIX_LOCALES.find((locale) => locale === rawFirst) ?? 'en';

  if (looksLikeFile(rawPath)) {
    const locale = notFound(table, site, rawLocale).locale;
    return {
      kind: 'render',
      site,
      locale,
      routeName: 'file',
      appPath: rawPath,
      params: {},
      apiLocale: locale,
    };
  }

  const normalized = normalizePath(rawPath);
  if (normalized.kind === 'invalid') return notFound(table, site, rawLocale);
  if (normalized.path !== rawPath) return redirect(301, normalized.path + ctx.search);

  const row = redirectRowFor(normalized.path, ctx);
  if (row) return row;

  const [first, ...rest] = normalized.segments;
  const locale = PREFIX_LOCALES.find((candidate) => candidate === first) ?? 'en';
  const urlRest = locale === 'en' ? normalized.segments : rest;
  const root = table.rootSegments(site);
  if (!startsWith(urlRest, root)) return notFound(table, site, locale);
  const appSegments = urlRest.slice(root.length);
  const appPath = joinSegments(appSegments);
  const match = table.matchPage(site, appSegments, appPath);
  if (!match) return notFound(table, site, locale);
  const { page } = match;
  const locales = table.effectiveLocales(site, page.path, page.locales);
  if (!locales.includes(locale)) return notFound(table, site, locale);

  const cookieRule = table.localeCookieRuleFor(site, locale);
  const wanted = ctx.localeCookie;
  if (
    cookieRule &&
    wanted &&
    wanted !== locale &&
    !ctx.noRedirect &&
    !cookieRule.exempt.includes(page.path) &&
    cookieRule.cookieLocales.includes(wanted) &&
    locales.includes(wanted)
  ) {
    const target = joinSegments(wanted === 'en' ? urlRest : [wanted, ...urlRest]);
    // Only to a page that renders there: never into another redirect row.
    if (!redirectRowFor(target, ctx)) return redirect(cookieRule.status, target + ctx.search);
  }

  const cookies = cookieChanges(locale, locales, ctx);
  return {
    kind: 'render',
    site,
    locale,
    routeName: `${page.name}___${locale}`,
    appPath,
    params: match.params,
    apiLocale: table.apiLocaleFor(site, page.path, locale),
    ...(page.middleware?.length ? { middleware: page.middleware } : {}),
    ...(cookies ? { cookies } : {}),
  };
}

/**
 * The pure URL resolver: host, path, query and cookies → what the web server does.
 *
 * Redirect chains are followed here, so a request is answered with at most one redirect, to the
 * end of the chain (`/RU/product/MDC` → `/product/dispatcher/` in one hop, not three). The
 * status is 301 only when every step was permanent; any cookie-dependent step makes it 302.
 * Never throws for any input strings.
 */
export function resolveRouteIn(
  table: RouteTable,
  request: RouteRequest,
  options: ResolveRouteOptions,
): RouteDecision {
  let current = request;
  let status: 301 | 302 = 301;
  let location: string | null = null;
  const seen = new Set<string>();
  for (let step = 0; step < MAX_STEPS; step++) {
    const decision = resolveStepIn(table, current, options);
    if (decision.kind !== 'redirect') {
      return location === null ? decision : redirect(status, location);
    }
    if (decision.status === 302) status = 302;
    location = decision.location;
    // Another host's address ends the chain: that host resolves its own path.
    if (!location.startsWith('/')) return redirect(status, location);
    if (seen.has(location)) break;
    seen.add(location);
    current = { ...current, ...splitLocation(location) };
  }
  // A loop in the tables (the tests rule this out): a 404 is better than a redirect loop.
  const site = options.siteForHost(request.host);
  return site ? notFound(table, site, 'en') : { kind: 'unknown-host' };
}
