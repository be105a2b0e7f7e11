import type { PublicConfig } from '@corp/shared/contracts';
import { publicConfigFrom } from '@corp/shared/contracts';
import { SITE_HEADER, siteNames } from '@corp/shared/routing';

/**
 * The root loader: the public settings of the browser's third-party services (server
 * environment), with the per-site ones (`CONSENT_DEFAULTS_<SITE>`) of the site the web server
 * picked from the validated Host and named on `x-corp-site`; without it, `fallbackSite` (the
 * app's own site, when it knows it).
 */
export function rootLoader(
  { request }: { request?: Request } = {},
  fallbackSite?: string,
): PublicConfig {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env;
  const named = request?.headers.get(SITE_HEADER) ?? '';
  const site = (siteNames as readonly string[]).includes(named) ? named : fallbackSite;
  return publicConfigFrom(env ?? {}, site);
}
