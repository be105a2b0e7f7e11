import type { PublicConfig } from '@corp/shared/contracts';
import { httpOriginOf, publicConfigFrom, siteNames } from '@corp/shared/contracts';
import { MAIN_ORIGIN_HEADER, SITE_HEADER } from '@corp/shared/routing';

/**
 * The root loader: the public settings of the browser's third-party services (server
 * environment), with the per-site ones (`CONSENT_DEFAULTS_<SITE>`) of the site the web server
 * picked from the validated Host and named on `x-corp-site`; without it, `fallbackSite` (the
 * app's own site, when it knows it). On a host other than main: the main site's origin.
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
  const mainSiteOrigin =
    site && site !== 'main' ? httpOriginOf(request?.headers.get(MAIN_ORIGIN_HEADER)) : undefined;
  return mainSiteOrigin ? { ...config, mainSiteOrigin } : config;
}

/** The main site's public origin a page of another host links to (see `MAIN_ORIGIN_HEADER`). */
export function mainSiteOriginFrom(request: Request): string {
  return httpOriginOf(request.headers.get(MAIN_ORIGIN_HEADER)) ?? '';
}
