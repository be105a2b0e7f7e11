import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { handleFrameworkError, loggerOptions, sendError } from '@corp/api/core';
import {
  API_PATHS,
  apiRoutes,
  closeConnectionsWhileDraining,
  createLifecycle,
  OPERATIONAL_PATHS,
  operationalRoutes,
} from '@corp/api/http';
import type { ApiRuntime, Lifecycle, Metrics } from '@corp/api/http';
import type { ContentChangeFeed } from '@corp/api/editorial';
import type { SiteName } from '@corp/shared/contracts';
import { localHosts, routeTable } from './site-definitions';
import type { ServerConfig } from './config';
import type { Site } from './sites';
import { PageCache } from './page-cache';
import { followContentChanges } from './content-pages';
import { adminAppRoutes, loadAdminApp } from './admin-app';
import type { AdminApp } from './admin-app';
import { apiProxy } from './api-proxy';
import { apiAccessOn } from './in-process-api';
import { DEFAULT_CSP, PAGE_CACHE_CONTROL, SECURITY_HEADERS } from './page-security';
import type { ThirdPartyOrigins } from './page-security';
import {
  isUnder,
  isValidForwardedProto,
  isValidHostHeader,
  normalizedPath,
  normalizeRequestTarget,
} from './request-target';
import { routeMiddleware } from './route-middleware';
import type { RouteMiddleware } from './route-middleware';
import { sitePages } from './site-pages';

export {
  DEFAULT_CSP,
  nextNonce,
  PAGE_CACHE_CONTROL,
  pageCsp,
  type ThirdPartyOrigins,
} from './page-security';
export {
  isValidForwardedProto,
  isValidHostHeader,
  normalizedPath,
  normalizeRequestTarget,
} from './request-target';
export {
  routeMiddleware,
  type MiddlewareContext,
  type MiddlewareOutcome,
  type RouteMiddleware,
} from './route-middleware';
export { ERROR_PAGE_FALLBACK, UNKNOWN_MIDDLEWARE_PAGE } from './site-pages';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteName | null;
  }
}

export interface WebServerOptions {
  config: Pick<
    ServerConfig,
    'hostPatterns' | 'apiUrl' | 'apiCredentials' | 'logLevel' | 'sitesDir' | 'hstsMaxAge'
  > &
    Partial<
      Pick<
        ServerConfig,
        'siteOrigins' | 'configuredOrigins' | 'trustProxy' | 'timeouts' | 'adminSite'
      >
    > & {
      thirdParty?: ThirdPartyOrigins;
      pageDataCacheMs?: number;
      pageCacheMs?: number;
      /** The cookies a page's HTML depends on, part of the page cache's key (`PAGE_COOKIES`). */
      pageCookies?: readonly string[];
    };
  /** The mounted sites; a host of a site not mounted is refused like an unknown host. */
  sites: Partial<Record<SiteName, Site>>;
  /** The API's database, content and worker when it runs in this process (no `apiUrl`). */
  apiRuntime?: ApiRuntime;
  /** Content changes to follow when the API runs elsewhere (API_URL); else the runtime's. */
  contentChanges?: ContentChangeFeed;
  /** Named route middleware the page rows may ask for; `routeMiddleware` by default. */
  middleware?: Readonly<Record<string, RouteMiddleware>>;
  /** Readiness (`/readyz`) and the graceful stop's state; a fresh, ready one by default. */
  lifecycle?: Lifecycle;
  /** The process's metrics: requests, page cache, leads (in-process API). */
  metrics?: Metrics;
  /**
   * Where `/metrics` is served: on this port behind the admin credential (`ADMIN_USER` /
   * `ADMIN_PASSWORD`), or not here at all (`port`: its own port, `METRICS_PORT`).
   */
  metricsExposure?: { port: true } | { credentials: { user?: string; password?: string } };
  /** The admin app's client build (`null`: not built); read from `<sitesDir>/admin` by default. */
  adminApp?: AdminApp | null;
}

/**
 * The web server: one port, every site. The Host header picks the site; `/api/v1` goes to the
 * API (in this process, or proxied to API_URL); a file of the site's client build is served
 * from disk; everything else is rendered by the site's React Router handler.
 */
export async function createWebServer({
  config,
  sites,
  apiRuntime,
  contentChanges,
  middleware = routeMiddleware,
  lifecycle = createLifecycle(),
  metrics,
  metricsExposure,
  adminApp,
}: WebServerOptions): Promise<FastifyInstance> {
  const siteForHost = routeTable.compileHostRules(config.hostPatterns);
  const pageCache = new PageCache(config.pageCacheMs ?? 0, {
    ...(config.pageCookies ? { pageCookies: config.pageCookies } : {}),
    hitHeaders: { 'cache-control': PAGE_CACHE_CONTROL, 'x-page-cache': 'hit' },
  });
  // A publish in any process clears the pages and the loaders' data here (issue 43, point 7).
  const contentVersion = followContentChanges(apiRuntime?.changes ?? contentChanges, pageCache);
  const timeouts = config.timeouts ?? { requestMs: 60_000, headersMs: 15_000, keepAliveMs: 5_000 };
  const siteOrigin = (site: SiteName) => config.siteOrigins?.[site] ?? `http://${localHosts[site]}`;
  const adminSite = config.adminSite ?? 'main';
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    frameworkErrors: handleFrameworkError,
    // X-Forwarded-For/-Proto only from the configured proxies (TRUST_PROXY); none by default.
    trustProxy: config.trustProxy?.length ? config.trustProxy : false,
    // A client that never finishes its request loses the socket: headers, whole request, idle.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    rewriteUrl: (request) => normalizeRequestTarget(request.url ?? '/'),
    // The site handlers and the API decide about trailing slashes themselves.
    routerOptions: { ignoreTrailingSlash: false },
    // A graceful stop finishes what reaches it (drainAndClose), it does not shed it.
    return503OnClosing: false,
  });
  closeConnectionsWhileDraining(app, lifecycle);
  metrics?.observe(app);

  app.decorateRequest('site', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', DEFAULT_CSP);
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (config.hstsMaxAge) {
      reply.header('strict-transport-security', `max-age=${config.hstsMaxAge}; includeSubDomains`);
    }
    if (!isValidHostHeader(request.headers.host))
      return sendError(request, reply, 400, 'bad_request', 'Invalid Host header');
    if (!isValidForwardedProto(request.headers['x-forwarded-proto']))
      return sendError(
        request,
        reply,
        400,
        'bad_request',
        'X-Forwarded-Proto must be http or https',
      );
    const pathOnly = request.url.split('?')[0] ?? '';
    // Probes and Prometheus ask by address, not by a site's host name. Decided, like `/admin`
    // below, on the route the router matched (it decodes `%61` and the like), never on the
    // request's spelling.
    const route = request.routeOptions.url ?? '';
    if (OPERATIONAL_PATHS.has(route)) return undefined;
    const site = siteForHost(request.headers.host);
    request.site = site && sites[site] ? site : null;
    if (!request.site) {
      return reply
        .code(421)
        .type('text/plain; charset=utf-8')
        .send(`This server does not serve the host "${request.headers.host ?? ''}".`);
    }
    if (
      request.site !== adminSite &&
      (isUnder(route, '/admin') || isUnder(normalizedPath(pathOnly), '/admin'))
    )
      return sendError(request, reply, 404, 'not_found', `No route ${request.method} ${pathOnly}`);
    return undefined;
  });

  // HTML and JSON go out compressed (br, gzip), flushed chunk by chunk so streamed pages stream.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlib.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { level: 6, flush: zlib.Z_SYNC_FLUSH },
  });

  // request.cookies for the URL resolver and the page cache; reply.setCookie for the locale.
  await app.register(fastifyCookie);

  await app.register(operationalRoutes, {
    lifecycle,
    // Ready when its database answers (the API in this process); a proxy has none of its own.
    checkReady: apiRuntime && !config.apiUrl ? () => apiRuntime.database.ping() : undefined,
    metrics: metricsExposure && 'credentials' in metricsExposure ? metrics : undefined,
    credentials:
      metricsExposure && 'credentials' in metricsExposure ? metricsExposure.credentials : undefined,
    // One failed-sign-in budget per address with the API's /admin in this process.
    signIn: apiRuntime && !config.apiUrl ? apiRuntime.limitStores.signIn : undefined,
  });

  if (config.apiUrl) {
    await app.register(apiProxy(config.apiUrl, config.apiCredentials, API_PATHS));
  } else if (apiRuntime) {
    // The browser's request ends here, so the API's own credential is not asked for.
    await app.register(apiRoutes, { runtime: apiRuntime, requireCredentials: false, metrics });
  } else {
    throw new Error('The web server needs API_URL or an API runtime in this process');
  }

  // Files with a `.br`/`.gz` twin (written at build) go out pre-compressed when accepted.
  await app.register(fastifyStatic, { root: config.sitesDir, serve: false, preCompressed: true });
  // The admin app (its pages, on the admin host only; see the onRequest hook above).
  await app.register(adminAppRoutes, {
    admin: adminApp === undefined ? loadAdminApp(config.sitesDir) : adminApp,
  });

  await app.register(sitePages, {
    sites,
    siteForHost,
    configuredOrigin: (site) => config.configuredOrigins?.[site],
    siteOrigin,
    middleware,
    apiAccessOn: apiAccessOn(app, {
      ...(config.pageDataCacheMs ? { pageDataCacheMs: config.pageDataCacheMs } : {}),
      contentVersion,
    }),
    pageCache,
    ...(metrics ? { metrics } : {}),
    ...(config.thirdParty ? { thirdParty: config.thirdParty } : {}),
  });

  return app;
}

export const defaultSitesDir = (serverDir: string) => path.resolve(serverDir, '..');
