import path from 'node:path';
import { z } from 'zod';
import type { SiteName } from '@corp/shared/contracts';
import { parseHostPatterns } from '@corp/shared/routing';
import { siteNames } from '@corp/shared/contracts';
import { defaultHostPatterns, localHosts } from './site-definitions';
import { trustProxySchema } from '@corp/api/core';
import { contentNowSchema, publicConfigFrom, thirdPartyOrigins } from '@corp/shared/contracts';

/** Environment variable holding a site's host patterns: SITE_HOSTS_MAIN … SITE_HOSTS_MOUNT. */
export const hostVariable = (site: SiteName) => `SITE_HOSTS_${site.toUpperCase()}`;
/** Environment variable holding a site's public origin: SITE_ORIGIN_MAIN … SITE_ORIGIN_MOUNT. */
export const originVariable = (site: SiteName) => `SITE_ORIGIN_${site.toUpperCase()}`;

/** A public origin: http(s), a host, an optional port, nothing else. */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    // The url check above reports a non-URL; this refinement runs anyway and must not throw.
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username
    );
  }, 'must be an origin such as https://www.example.com (no path, query or credentials)')
  .transform((value) => new URL(value).origin);

/**
 * The video host (`MEDIA_ORIGIN`): an https origin, or http on localhost / 127.0.0.1 (a local
 * stand-in in tests), like the third-party script URLs. Anything else stops the start-up: an
 * origin the CSP silently left out would refuse every video.
 */
const mediaOriginSchema = originSchema.refine((origin) => {
  const url = new URL(origin);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1'].includes(url.hostname);
}, 'must be an https origin (http only on localhost or 127.0.0.1)');

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
  /** Proxies whose X-Forwarded-For/-Proto are believed; none by default. */
  TRUST_PROXY: trustProxySchema,
  /** Longest time a client may take to send a whole request (headers and body), in ms. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  /** Longest time a client may take to send a request's headers, in ms. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
  /** How long an idle keep-alive connection stays open, in ms. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** The site whose hosts serve the admin (`/admin/`, its API `/admin/api`); other hosts answer 404 there. */
  ADMIN_SITE: z.enum(siteNames).default('main'),
  /** Graceful stop: how long readiness answers 503 before the port closes. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Graceful stop: longest wait for the connections still open once the port is closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** `/metrics` on this port, without a credential; unset, on PORT behind the admin credential. */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  /**
   * The first administrator (created or updated at start; see @corp/api/admin's loadAdminConfig),
   * whose credential `/metrics` on PORT also asks for.
   */
  ADMIN_USER: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /**
   * Tests only: the instant at which events and webinars are split into upcoming and past, in the
   * pages' loaders (an event page's registration) as in the API's lists; unset, the real time.
   */
  CONTENT_NOW: contentNowSchema,
  /**
   * Where product and media videos (and podcast audio) may also come from, e.g. a CDN:
   * `media-src 'self' <origin>`. Unset, the pages play media from the site itself only.
   */
  MEDIA_ORIGIN: mediaOriginSchema.optional(),
  ...Object.fromEntries(siteNames.map((site) => [hostVariable(site), hostList.optional()])),
  ...Object.fromEntries(siteNames.map((site) => [originVariable(site), originSchema.optional()])),
});

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  sitesDir: string;
  apiUrl: string | undefined;
  apiCredentials: { user: string; password: string } | undefined;
  hstsMaxAge: number | undefined;
  /**
   * The hosts each site answers on (`SITE_HOSTS_*`; else the host of `SITE_ORIGIN_*` and the
   * local development host); any other host gets 421.
   */
  hostPatterns: Record<SiteName, readonly string[]>;
  /** How long a rendered page is reused for visitors without cookies (`PAGE_CACHE_MS`). */
  pageCacheMs: number;
  /** How long server-side loaders reuse a successful API answer (`PAGE_DATA_CACHE_MS`). */
  pageDataCacheMs: number;
  /** The sites mounted (`SITES`); the hosts of the others are refused like unknown hosts. */
  sites: readonly SiteName[];
  /**
   * What the pages' CSP allows for the browser services configured (ANALYTICS_ID,
   * CAPTCHA_SITE_KEY, the *_SCRIPT_URL scripts) and the video host (MEDIA_ORIGIN); nothing for
   * a service left unset.
   */
  thirdParty: ReturnType<typeof thirdPartyOrigins> & { media: string[] };
  /**
   * Each site's public origin (`SITE_ORIGIN_*`; `http://<local host>:<PORT>` by default): every
   * absolute URL a page, robots.txt or the sitemap prints starts with it, never with the request's.
   */
  siteOrigins: Record<SiteName, string>;
  /**
   * The public origins set in the environment (`SITE_ORIGIN_*`) only: a page that spec §2.4 sends
   * to another host (the main site's /idp/) goes there when that host's origin is configured.
   */
  configuredOrigins: Partial<Record<SiteName, string>>;
  /** Proxies trusted for X-Forwarded-For/-Proto (`TRUST_PROXY`); empty trusts none. */
  trustProxy: string[];
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** The site serving `/admin` (`ADMIN_SITE`). */
  adminSite: SiteName;
  /** Graceful stop (`SHUTDOWN_DELAY_MS`, `SHUTDOWN_TIMEOUT_MS`). */
  shutdown: { delayMs: number; timeoutMs: number };
  /** `/metrics` on its own port (`METRICS_PORT`), or on PORT behind the admin credential. */
  metrics: { port: number } | { credentials: { user?: string; password?: string } };
  /**
   * The fixed instant at which events and webinars are split into upcoming and past
   * (`CONTENT_NOW`, set by the end-to-end servers); unset, the real time. The pages' loaders read
   * the variable themselves (`contentNow()`); this is its start-up check.
   */
  contentNow: Date | undefined;
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
  // A site answers on SITE_HOSTS_<SITE> when set; otherwise on its public origin's host
  // (SITE_ORIGIN_<SITE>) and its local development host.
  const hostPatterns = Object.fromEntries(
    siteNames.map((site) => {
      const origin = (data as Record<string, unknown>)[originVariable(site)];
      const originHost =
        typeof origin === 'string' ? new URL(origin).hostname.replace(/^\[(.*)\]$/, '$1') : '';
      const patterns: readonly string[] = data[hostVariable(site)] ?? [
        ...new Set([...(originHost ? [originHost] : []), ...defaultHostPatterns[site]]),
      ];
      return [site, patterns];
    }),
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
    thirdParty: {
      ...thirdPartyOrigins(publicConfigFrom(env)),
      media: data.MEDIA_ORIGIN ? [data.MEDIA_ORIGIN] : [],
    },
    siteOrigins: Object.fromEntries(
      siteNames.map((site) => [
        site,
        (data as Record<string, unknown>)[originVariable(site)] ??
          `http://${localHosts[site]}:${data.PORT}`,
      ]),
    ) as Record<SiteName, string>,
    configuredOrigins: Object.fromEntries(
      siteNames.flatMap((site) => {
        const origin = (data as Record<string, unknown>)[originVariable(site)];
        return typeof origin === 'string' ? [[site, origin]] : [];
      }),
    ),
    trustProxy: data.TRUST_PROXY,
    timeouts: {
      requestMs: data.REQUEST_TIMEOUT_MS,
      headersMs: data.HEADERS_TIMEOUT_MS,
      keepAliveMs: data.KEEP_ALIVE_TIMEOUT_MS,
    },
    adminSite: data.ADMIN_SITE,
    shutdown: { delayMs: data.SHUTDOWN_DELAY_MS, timeoutMs: data.SHUTDOWN_TIMEOUT_MS },
    metrics:
      data.METRICS_PORT !== undefined
        ? { port: data.METRICS_PORT }
        : {
            credentials: {
              user: data.ADMIN_USER || undefined,
              password: data.ADMIN_PASSWORD || undefined,
            },
          },
    contentNow: data.CONTENT_NOW,
  };
}
