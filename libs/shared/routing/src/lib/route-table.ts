import type { Locale } from '@corp/shared/i18n';
import { compileHostRules } from './hosts';
import { appliesTo, forcedLocalesOf } from './locale-rules';
import { compilePages } from './matching';
import type { PageMatch } from './matching';
import { resolveRouteIn, resolveStepIn } from './resolve-route';
import type { ResolveRouteOptions, RouteDecision, RouteRequest } from './route-decision';
import type {
  ApiLocaleRule,
  ForcedLocaleRule,
  LocaleCookieRule,
  PageRow,
  RedirectRow,
  SiteDefinition,
} from './site-definition';

/** A row of a composed table, with the site whose definition lists it. */
export type OfSite<Row, S extends string = string> = Row & { site: S };

/**
 * The one resolver's tables: every registered site's rows, composed by `createRouteTable`, and
 * the resolver bound to them. `S` is the union of the registered sites' names.
 */
export interface RouteTable<S extends string = string> {
  /** The registered sites, in the order of their definitions. */
  siteNames: readonly S[];
  definitions: readonly SiteDefinition<S>[];
  /** The site flagged `hub` (the one the other hosts link to), or null when none is registered. */
  hub: S | null;
  isSite(value: unknown): value is S;
  definitionOf(site: string): SiteDefinition<S> | undefined;
  pageRows: readonly OfSite<PageRow, S>[];
  redirectRows: readonly OfSite<RedirectRow, S>[];
  hostRoots: readonly { site: S; root: string; spec: string }[];
  forcedLocaleRules: readonly OfSite<ForcedLocaleRule, S>[];
  localeCookieRules: readonly OfSite<LocaleCookieRule, S>[];
  apiLocaleRules: readonly OfSite<ApiLocaleRule, S>[];
  /** The order sites are tried in when a host is matched: the `hostFallback` site last. */
  hostOrder: readonly S[];
  /** Each site's `hosts`, in host order (see `compileHostRules`). */
  defaultHostPatterns: Readonly<Record<S, readonly string[]>>;
  /** Each site's `hostHints`, in host order. */
  siteHostHints: Readonly<Record<S, readonly string[]>>;
  /** A local host name per site that its default patterns serve (browsers resolve *.localhost). */
  localHosts: Readonly<Record<S, string>>;
  /** `compileHostRules` in host order. */
  compileHostRules(
    patterns: Readonly<Partial<Record<S, readonly string[]>>>,
  ): (host: string | undefined) => S | null;
  /** The root segments of a site (`['2.0']` for machine, `[]` for a root of `/`). */
  rootSegments(site: string): readonly string[];
  /** The page a site renders for an app path (decoded segments), or null (404). */
  matchPage(
    site: string,
    appSegments: readonly string[],
    appPath: string,
  ): PageMatch<OfSite<PageRow, S>> | null;
  /** §2.1 locales of a page, restricted by the §2.5 forced rules that apply to it. */
  effectiveLocales(
    site: string,
    appPath: string,
    pageLocales: readonly Locale[],
  ): readonly Locale[];
  /** The locales a whole site is forced to (asia: ru, kz), or null. */
  siteLocales(site: string): readonly Locale[] | null;
  apiLocaleFor(site: string, appPath: string, locale: Locale): Locale;
  localeCookieRuleFor(site: string, locale: Locale): LocaleCookieRule | null;
  /** The §2.4 rows made on a site's hosts, in order. */
  redirectsOf(site: string): readonly RedirectRow[];
  /** One rule application (see `resolveStepIn`). */
  resolveStep(request: RouteRequest, options: ResolveRouteOptions): RouteDecision;
  /** The URL resolver over these tables (see `resolveRouteIn`). */
  resolveRoute(request: RouteRequest, options: ResolveRouteOptions): RouteDecision;
}

const CANONICAL_PATH = /^\/([a-z0-9.-]+\/)*$/;

/** Throws one message naming every row that cannot be composed. */
function validate(definitions: readonly SiteDefinition[]): void {
  const problems: string[] = [];
  const sites = new Set<string>();
  const pages = new Map<string, string>();
  const redirectIds = new Set<string>();
  for (const definition of definitions) {
    const { site } = definition;
    for (const page of definition.pages) {
      const key = `${site} ${page.path}`;
      const other = pages.get(key);
      if (other !== undefined) {
        problems.push(
          `site "${site}" has two pages at ${page.path}: "${other}" and "${page.name}"`,
        );
      }
      pages.set(key, page.name);
    }
    if (sites.has(site)) problems.push(`site "${site}" is defined twice`);
    sites.add(site);
    if (!CANONICAL_PATH.test(definition.root)) {
      problems.push(`site "${site}": root "${definition.root}" is not a canonical path`);
    }
    const froms = new Set<string>();
    for (const row of definition.redirects) {
      if (redirectIds.has(row.id)) problems.push(`redirect row "${row.id}" is defined twice`);
      redirectIds.add(row.id);
      for (const from of row.from) {
        if (froms.has(from)) problems.push(`site "${site}" has two redirect rows from ${from}`);
        froms.add(from);
      }
      if (
        row.to.kind === 'locale-cookie-rule' &&
        !definition.localeCookieRules.some((rule) => rule.id === (row.to as { rule: string }).rule)
      ) {
        problems.push(
          `redirect row "${row.id}" of site "${site}" names the locale cookie rule "${row.to.rule}", which site "${site}" does not define`,
        );
      }
    }
  }
  for (const { site, redirects } of definitions) {
    for (const row of redirects) {
      if (row.to.kind === 'other-origin' && !sites.has(row.to.site)) {
        problems.push(
          `redirect row "${row.id}" of site "${site}" sends to site "${row.to.site}", which no definition registers`,
        );
      }
    }
  }
  if (definitions.filter((definition) => definition.hostFallback).length > 1) {
    problems.push('more than one site is the host fallback');
  }
  if (definitions.filter((definition) => definition.hub).length > 1) {
    problems.push('more than one site is the hub');
  }
  if (problems.length > 0) {
    throw new Error(`Cannot compose the route table:\n  ${problems.join('\n  ')}`);
  }
}

function bySite<S extends string, V>(
  order: readonly S[],
  value: (site: S) => V,
): Readonly<Record<S, V>> {
  return Object.fromEntries(order.map((site) => [site, value(site)])) as Record<S, V>;
}

/**
 * Composes site definitions into the one resolver's tables. Fails, naming every problem, when
 * two rows collide (a site defined twice, two pages of a site at one path, a redirect id used
 * twice, two redirect rows of a site from one path) or a row names what is not registered (a
 * redirect to an unknown site, an unknown locale cookie rule).
 */
export function createRouteTable<const S extends string>(
  definitions: readonly SiteDefinition<S>[],
): RouteTable<S> {
  validate(definitions);
  const siteNames = definitions.map((definition) => definition.site);
  const known = new Set<string>(siteNames);
  const definitionOf = new Map<string, SiteDefinition<S>>(
    definitions.map((definition) => [definition.site, definition]),
  );
  const matchers = new Map(
    definitions.map((definition) => [
      definition.site as string,
      compilePages(definition.pages.map((page) => ({ ...page, site: definition.site }))),
    ]),
  );
  const flat = <Row>(rows: (definition: SiteDefinition<S>) => readonly Row[]) =>
    definitions.flatMap((definition) =>
      rows(definition).map((row) => ({ ...row, site: definition.site })),
    );
  const hostOrder = [
    ...definitions.filter((definition) => !definition.hostFallback),
    ...definitions.filter((definition) => definition.hostFallback),
  ].map((definition) => definition.site);
  const hostsOf = (site: S) => definitionOf.get(site)?.hosts ?? [];

  const table: RouteTable<S> = {
    siteNames,
    definitions,
    hub: definitions.find((definition) => definition.hub)?.site ?? null,
    isSite: (value): value is S => typeof value === 'string' && known.has(value),
    definitionOf: (site) => definitionOf.get(site),
    pageRows: flat((definition) => definition.pages),
    redirectRows: flat((definition) => definition.redirects),
    hostRoots: definitions.map(({ site, root, rootSpec }) => ({ site, root, spec: rootSpec })),
    forcedLocaleRules: flat((definition) => definition.forcedLocales),
    localeCookieRules: flat((definition) => definition.localeCookieRules),
    apiLocaleRules: flat((definition) => definition.apiLocaleRules),
    hostOrder,
    defaultHostPatterns: bySite(hostOrder, hostsOf),
    siteHostHints: bySite(hostOrder, (site) => definitionOf.get(site)?.hostHints ?? []),
    localHosts: bySite(hostOrder, (site) => hostsOf(site)[0] ?? ''),
    compileHostRules: (patterns) => compileHostRules(patterns, hostOrder),
    rootSegments: (site) => definitionOf.get(site)?.root.split('/').filter(Boolean) ?? [],
    matchPage: (site, appSegments, appPath) => matchers.get(site)?.(appSegments, appPath) ?? null,
    effectiveLocales: (site, appPath, pageLocales) =>
      forcedLocalesOf(definitionOf.get(site)?.forcedLocales ?? [], appPath, pageLocales),
    siteLocales: (site) =>
      definitionOf.get(site)?.forcedLocales.find((rule) => !rule.path)?.locales ?? null,
    apiLocaleFor: (site, appPath, locale) =>
      definitionOf.get(site)?.apiLocaleRules.find((rule) => appliesTo(rule, appPath))?.locale ??
      locale,
    localeCookieRuleFor: (site, locale) =>
      definitionOf.get(site)?.localeCookieRules.find((rule) => rule.pathLocale === locale) ?? null,
    redirectsOf: (site) => definitionOf.get(site)?.redirects ?? [],
    resolveStep: (request, options) => resolveStepIn(table, request, options),
    resolveRoute: (request, options) => resolveRouteIn(table, request, options),
  };
  return table;
}
