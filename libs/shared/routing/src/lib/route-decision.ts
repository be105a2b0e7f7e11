import type { Locale } from '@corp/shared/i18n';

/** One incoming request, as the web server sees it before any site handler runs. */
export interface RouteRequest {
  /** The raw `Host` header (port allowed). */
  host: string;
  /** The raw pathname, possibly percent-encoded, possibly not normalised. */
  path: string;
  /** The raw query string including its leading `?`, or `''`. */
  search: string;
  /** Parsed request cookies. Only own properties are read. */
  cookies: Readonly<Record<string, string>>;
  /** Request headers. Accepted for future rules; none of the spec's rules reads them today. */
  headers?: Readonly<Record<string, string | undefined>>;
}

/** A cookie the server must set (`value` a string) or delete (`value: null`). */
export interface CookieChange {
  name: 'locale' | 'noRedirect';
  value: string | null;
}

export interface RedirectDecision {
  kind: 'redirect';
  status: 301 | 302;
  /** Always a same-origin path plus query: one leading `/`, never `//`, no `\`, no control characters. */
  location: string;
  cookies?: CookieChange[];
}

export interface RenderDecision {
  kind: 'render';
  site: string;
  /** The locale the page renders in. */
  locale: Locale;
  /**
   * The route name with its locale suffix (`about___ru`, `product-code___en`, `index___kz`), or
   * `file` for a path that looks like a static file: the server answers it from disk, or 404.
   */
  routeName: string;
  /**
   * The path the site app renders: no locale prefix, host-specific root removed (`/2.0/` → `/`),
   * lowercase, with a trailing slash. For `file` it is the raw path, untouched.
   */
  appPath: string;
  params: Record<string, string>;
  /** The locale to send with API requests (ru on idp pages, §2.5). */
  apiLocale: Locale;
  /** Named route middleware to run before rendering (the page row's `middleware`). */
  middleware?: readonly string[];
  cookies?: CookieChange[];
}

export interface NotFoundDecision {
  kind: 'not-found';
  site: string;
  /** The locale of the 404 page. */
  locale: Locale;
}

export interface UnknownHostDecision {
  kind: 'unknown-host';
}

export type RouteDecision =
  RedirectDecision | RenderDecision | NotFoundDecision | UnknownHostDecision;

export interface ResolveRouteOptions {
  /** The site serving a `Host` header, or null (see `compileHostRules`). */
  siteForHost: (host: string) => string | null;
  /**
   * The public origin configured for a site (`SITE_ORIGIN_*`), for the §2.4 rows that send a
   * page to another host (`other-origin`); a row whose site has none is not applied and the page
   * renders where it was asked for.
   */
  configuredOrigin?(site: string): string | undefined;
}
