import type { PublicConfig } from '@corp/shared/contracts';
import { httpOriginOf, publicConfigFrom, siteNames } from '@corp/shared/contracts';
import { HUB_ORIGIN_HEADER, routeTable, SITE_HEADER } from '@corp/shared/routing';

/**
 * The root loader: the public settings of the browser's third-party services (server
 * environment), with the per-site ones (`CONSENT_DEFAULTS_<SITE>`) of the site the web server
 * picked from the validated Host and named on `x-corp-site`; without it, `fallbackSite` (the
 * app's own site, when it knows it). On a host other than the hub's
 * (`SiteDefinition.hub`): the hub's public origin.
 */
export function rootLoader(
  { request }: { request?: Request } = {},
  fallbackSite?: string,
): PublicConfig {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env;
  const named = request?.headers.get(SITE_HEADER) ?? '';
  const site = (siteNames as readonly string[]).includes(named) ? named : fallbackSite;
  const config = publicConfigFrom(env ?? {}, site);
  const hubOrigin =
    site && site !== routeTable().hub
      ? httpOriginOf(request?.headers.get(HUB_ORIGIN_HEADER))
      : undefined;
  return hubOrigin ? { ...config, hubOrigin } : config;
}

/** The hub's public origin a page of another host links to (see `HUB_ORIGIN_HEADER`). */
export function hubOriginFrom(request: Request): string {
  return httpOriginOf(request.headers.get(HUB_ORIGIN_HEADER)) ?? '';
}
