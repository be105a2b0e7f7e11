import type { Locale } from '@corp/shared/i18n';

/**
 * A page of a site app (§2.2, §2.3).
 *
 * `spec` cites its source as `§<section>:<line of website-spec.md> "<verbatim excerpt>"`, one or
 * more citations joined by ` + `, so a reviewer can check the row against the spec.
 */
export interface PageRow {
  /** Route name without the locale suffix (`about`, `product-code`, `index`). */
  name: string;
  /**
   * App path pattern: lowercase, trailing slash, no locale prefix, host root removed.
   * `{name}` is a required parameter segment, `{name?}` an optional last one.
   */
  path: string;
  /**
   * The locale prefixes the page exists under by §2.1 (en and ru everywhere, de for four pages,
   * kz only on the asia site), before the §2.5 restrictions of the site's `forcedLocales`.
   */
  locales: readonly Locale[];
  /** Fixed route parameters (the city of a contact page, the product code of a product page). */
  params?: Readonly<Record<string, string>>;
  /**
   * Named route middleware the web server runs before rendering, in order (spec §2.2:55 "A media
   * detail page fetches its item before showing"). A name the server does not know is a 500
   * "Unknown middleware" (§2.6).
   */
  middleware?: readonly string[];
  /** What the marketing script is told of the page (spec §7, see `MarketingPage`). */
  marketing: MarketingPage;
  spec: string;
}

/**
 * A page's marketing id (spec §7 "page ids are mapped per route"): a stable id per page of a
 * site, and for pages about one thing (a product, an industry, a city, an event …) the route
 * parameter that names it, after a colon: `main.product:flow`, `main.industry:mining`. Ids are
 * what the marketing tool's reports are keyed by: rename a page, keep its id. The rows of one
 * page (each city, each product) share its id and parameter. Looked up by `marketingPageId`.
 */
export interface MarketingPage {
  id: string;
  /** The route parameter appended to the id when the page has it. */
  param?: string;
  /**
   * The page's marketing industry id (spec §3 fixed list, 1–6), sent with its page event; pages
   * without one clear it (spec §4 "non-industry pages clear it").
   */
  industry?: number;
  /** The API product code of the product the page shows: a product-view event (spec §7). */
  productCode?: string;
}

export type RedirectTarget =
  /** A fixed same-origin path. */
  | { kind: 'path'; path: string }
  /** `/{locale}/` for a `locale` cookie in `locales`, else `otherwise`. */
  | { kind: 'locale-cookie'; locales: readonly Locale[]; otherwise: string }
  /**
   * Not applied by the row engine: the row's behaviour is the named rule of the site's
   * `localeCookieRules`, which knows the page's locales and exemptions (ADR 0006).
   */
  | { kind: 'locale-cookie-rule'; rule: string }
  /**
   * To another site's host, only where that site's public origin is configured; otherwise the
   * page renders on this host (ADR 0006). `site` must be a registered site.
   */
  | { kind: 'other-origin'; site: string; path: string };

/**
 * One row of the §2.4 redirect table, on the hosts of the site whose definition lists it. Rows
 * match the canonical path (after §2.1 normalisation) exactly, before pages are looked up.
 */
export interface RedirectRow {
  id: string;
  /** Canonical paths: lowercase, trailing slash, with their locale prefix. */
  from: readonly string[];
  to: RedirectTarget;
  status: 301 | 302;
  /** Whether the request's query string is carried over to the `Location`. */
  keepQuery: boolean;
  spec: string;
  note?: string;
}

/**
 * §2.5 forced locales, read as "this page (or every page of this site) exists only in these
 * locales". A request under another prefix is answered by a §2.4 redirect row where one exists,
 * else 404. Rules name pages, not substrings: a news item whose code contains "asia" is not
 * forced to Russian (ADR 0006).
 */
export interface ForcedLocaleRule {
  id: string;
  /** App path of the page; absent = every page of the site. */
  path?: string;
  locales: readonly Locale[];
  spec: string;
}

/**
 * §2.1:34 and §2.5:87: a page requested under `pathLocale` without the no-redirect query or
 * cookie is redirected to the same page under the locale of the `locale` cookie, when that is
 * one of `cookieLocales`, the page exists in it and the result is not itself redirected.
 */
export interface LocaleCookieRule {
  id: string;
  pathLocale: Locale;
  cookieLocales: readonly Locale[];
  /** App paths that never follow the cookie. */
  exempt: readonly string[];
  status: 302;
  keepQuery: true;
  spec: string;
}

/** §2.5:88: the locale API requests use, when it is not the page's locale. */
export interface ApiLocaleRule {
  id: string;
  /** App path of the page; absent = every page of the site. */
  path?: string;
  locale: Locale;
  spec: string;
}

/**
 * Everything the URL resolver knows about one site, owned by that site's team
 * (`libs/sites/<site>/definition`) and registered into the one resolver by a composition root
 * (`createRouteTable`). Every row belongs to `site`: its pages, the redirects made on its hosts,
 * its locale rules.
 *
 * The engine knows no site: `site` is any name (the Nx project name of the site's app), and a
 * table keeps the registered names as a union type (`RouteTable<'main' | 'asia'>`). The list of
 * names the platform types itself with is `siteNames` of @corp/shared/contracts; the composition
 * root checks that the definitions it registers are exactly those (libs/sites/registry).
 */
export interface SiteDefinition<S extends string = string> {
  site: S;
  /**
   * §2.3 host root: the path, after the locale prefix, that the site's app renders as its own
   * `/` (lowercase, trailing slash): `/2.0/` for machine, `/` for most. `appPath` in a render
   * decision is the rest of the path after prefix and root.
   */
  root: string;
  /** The spec citation of `root`. */
  rootSpec: string;
  /**
   * The hosts served when nothing is configured: the site's local development hosts (`npm
   * start`: http://asia.localhost:3000); the first is the one links and logs use. A deployment
   * adds its public host with `SITE_ORIGIN_<SITE>` or replaces the list with `SITE_HOSTS_<SITE>`.
   * Patterns: `*` matches any run of characters; case-insensitive, port ignored.
   */
  hosts: readonly string[];
  /**
   * What a public host's name says about the site (spec §2.3, §2.4: "host containing techpod"),
   * for reading a URL that names a host (the SEO lookup's `url`); never for deciding which hosts
   * a server answers.
   */
  hostHints: readonly string[];
  /**
   * Tried after every other site when a host is matched, so its configured hosts may be a
   * catch-all (`SITE_HOSTS_MAIN=*`). At most one site sets it.
   */
  hostFallback?: boolean;
  /**
   * The hub: the site the other hosts link to for what they do not have themselves (the product
   * pages, the sections of the shared navigation and of the error page), at its public origin
   * (`HUB_ORIGIN_HEADER`). At most one site sets it; the platform reads it as `routeTable().hub`.
   */
  hub?: boolean;
  /** Exact paths win over parameterised ones; parameterised ones match in this order. */
  pages: readonly PageRow[];
  /** §2.4 rows made on this site's hosts, in the table's order. */
  redirects: readonly RedirectRow[];
  forcedLocales: readonly ForcedLocaleRule[];
  localeCookieRules: readonly LocaleCookieRule[];
  apiLocaleRules: readonly ApiLocaleRule[];
}

/** Whether the row engine applies this row (the other kinds are realised elsewhere). */
export function isAppliedRow(row: RedirectRow): boolean {
  return row.to.kind === 'path' || row.to.kind === 'locale-cookie';
}
