import { isSiteName } from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { PageMatch } from './matching';
import type { ResolveRouteOptions, RouteDecision, RouteRequest } from './route-decision';
import { createRouteTable } from './route-table';
import type { OfSite, RouteTable } from './route-table';
import type { PageRow, SiteDefinition } from './site-definition';

/**
 * The one resolver of a process or a browser bundle: the table its composition root registered
 * (apps/server and apps/api: every site; a site app's server entry: its own site and the main site it
 * links to; jest: every site, tools/jest/register-sites.ts). Platform modules that cannot be
 * handed a table (a layout's links, a product card) read this one; code that can, takes a
 * `RouteTable` or a `SiteDefinition`.
 */
let registered: RouteTable | null = null;

/** Composes `definitions` (see `createRouteTable`) and makes them the one resolver's tables. */
export function registerSites<const S extends string>(
  definitions: readonly SiteDefinition<S>[],
): RouteTable<S> {
  const table = createRouteTable(definitions);
  registered = table;
  return table;
}

/** The registered table; throws when no composition root registered one. */
export function routeTable(): RouteTable {
  if (!registered) {
    throw new Error(
      "No site is registered with the URL resolver: the composition root (apps/server, apps/api, a site app's server entry) calls registerSites([...definitions]) first",
    );
  }
  return registered;
}

/**
 * The registered hub (`SiteDefinition.hub`): the site whose pages the other hosts link to. Throws
 * when the composition root registered none (every app registers the hub's definition).
 */
export function hubSite(): SiteName {
  const { hub } = routeTable();
  if (!isSiteName(hub)) throw new Error('No registered site is the hub (SiteDefinition.hub)');
  return hub;
}

/** `routeTable().resolveRoute`: the pure URL resolver over the registered sites. */
export function resolveRoute(request: RouteRequest, options: ResolveRouteOptions): RouteDecision {
  return routeTable().resolveRoute(request, options);
}

/** `routeTable().matchPage`: the page a registered site renders for an app path, or null. */
export function matchPage(
  site: string,
  appSegments: readonly string[],
  appPath: string,
): PageMatch<OfSite<PageRow>> | null {
  return routeTable().matchPage(site, appSegments, appPath);
}

/** `routeTable().apiLocaleFor`: §2.5:88, the locale API requests of a page use. */
export function apiLocaleFor(site: string, appPath: string, locale: Locale): Locale {
  return routeTable().apiLocaleFor(site, appPath, locale);
}
