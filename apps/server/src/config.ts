import path from 'node:path';
import { z } from 'zod';
import type { SiteName } from '@corp/shared/routing';
import { defaultHostPatterns, parseHostPatterns, siteNames } from '@corp/shared/routing';
import { publicConfigFrom, thirdPartyOrigins } from '@corp/shared/contracts';

/** Environment variable holding a site's host patterns: SITE_HOSTS_MAIN … SITE_HOSTS_MOUNT. */
export const hostVariable = (site: SiteName) => `SITE_HOSTS_${site.toUpperCase()}`;

const hostList = z.string().transform((value, ctx) => {
  try {
    return parseHostPatterns(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the site builds live (`<dir>/<site>/server/index.js`, `<dir>/<site>/client/`). */
  SITES_DIR: z.string().min(1).optional(),
  /** An external API to proxy `/api/v1` to; unset, the API runs in this process. */
  API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Send Strict-Transport-Security with this max-age (seconds) — only behind HTTPS. */
  HSTS_MAX_AGE: z.coerce.number().int().min(1).optional(),
  /** How long a rendered page is reused for visitors without cookies; 0 turns it off. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** How long pages reuse a successful API answer (menus, lists); 0 turns it off. */
  PAGE_DATA_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** The sites this process serves (comma-separated names); every site by default. */
  SITES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(siteNames)).min(1))
    .optional(),
  /** The API's basic-auth credential, added when proxying to API_URL. */
  API_USER: z.string().optional(),
  API_PASSWORD: z.string().optional(),
  ...Object.fromEntries(siteNames.map((site) => [hostVariable(site), hostList.optional()])),
});

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  sitesDir: string;
  apiUrl: string | undefined;
  apiCredentials: { user: string; password: string } | undefined;
  hstsMaxAge: number | undefined;
  hostPatterns: Record<SiteName, readonly string[]>;
  /** How long a rendered page is reused for visitors without cookies (`PAGE_CACHE_MS`). */
  pageCacheMs: number;
  /** How long server-side loaders reuse a successful API answer (`PAGE_DATA_CACHE_MS`). */
  pageDataCacheMs: number;
  /** The sites mounted (`SITES`); the hosts of the others are refused like unknown hosts. */
  sites: readonly SiteName[];
  /** What the pages' CSP allows for the browser services configured (ANALYTICS_ID, CAPTCHA_SITE_KEY). */
  thirdParty: { connect: string[]; frame: string[]; img: string[] };
}

/**
 * Reads and validates the environment at start-up. Throws one message naming every bad
 * variable, so a misconfigured deployment fails before it serves anything.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv, defaultSitesDir: string): ServerConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const data = result.data as z.infer<typeof configSchema> & Record<string, string[] | undefined>;
  const hostPatterns = Object.fromEntries(
    siteNames.map((site) => [site, data[hostVariable(site)] ?? defaultHostPatterns[site]]),
  ) as Record<SiteName, readonly string[]>;
  return {
    port: data.PORT,
    host: data.HOST,
    logLevel: data.LOG_LEVEL,
    sitesDir: path.resolve(data.SITES_DIR ?? defaultSitesDir),
    apiUrl: data.API_URL,
    apiCredentials:
      data.API_USER && data.API_PASSWORD
        ? { user: data.API_USER, password: data.API_PASSWORD }
        : undefined,
    hstsMaxAge: data.HSTS_MAX_AGE,
    hostPatterns,
    sites: data.SITES ?? siteNames,
    pageDataCacheMs: data.PAGE_DATA_CACHE_MS,
    pageCacheMs: data.PAGE_CACHE_MS,
    thirdParty: thirdPartyOrigins(publicConfigFrom(env)),
  };
}
