import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomFillSync, randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { handleFrameworkError, loggerOptions, sendError } from '@corp/api/core';
import {
  API_PATHS,
  API_PREFIX,
  apiRoutes,
  closeConnectionsWhileDraining,
  createLifecycle,
  OPERATIONAL_PATHS,
  operationalRoutes,
} from '@corp/api/http';
import type { ApiRuntime, Lifecycle, Metrics } from '@corp/api/http';
import type { ContentChangeFeed } from '@corp/api/editorial';
import type { SiteName } from '@corp/shared/routing';
import {
  compileHostRules,
  localHosts,
  NONCE_HEADER,
  resolveRoute,
  SITE_HEADER,
  MAIN_ORIGIN_HEADER,
} from '@corp/shared/routing';
import type { CookieChange, RenderDecision } from '@corp/shared/routing';
import type { ServerConfig } from './config';
import type { ApiAccess, Site } from './sites';
import { sendWebResponse, toWebRequest } from './web-request';
import { PageCache } from './page-cache';
import {
  followContentChanges,
  previewApiAccess,
  previewTokenOf,
  PREVIEW_RESPONSE_HEADERS,
} from './content-pages';
import { adminAppRoutes, loadAdminApp } from './admin-app';
import type { AdminApp } from './admin-app';
import { parseCookies } from './cookies';

export { parseCookies } from './cookies';

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

/** What a route middleware decides: go on rendering, or redirect instead. */
export type MiddlewareOutcome =
  { kind: 'next' } | { kind: 'redirect'; status: 301 | 302; location: string };

export interface MiddlewareContext {
  decision: RenderDecision;
  /** This server's own API (in this process or through the proxy), as the browser sees it. */
  api: ApiAccess;
}

export type RouteMiddleware = (context: MiddlewareContext) => Promise<MiddlewareOutcome>;

/** The route middleware the page rows name (libs/shared/routing `pageRows[].middleware`). */
export const routeMiddleware: Readonly<Record<string, RouteMiddleware>> = {
  /** §2.2:55: a media detail page fetches its item first; on failure 301 to `/`. */
  'media-item': async ({ decision, api }) => {
    const code = decision.params['code'] ?? '';
    const { status } = await api.fetch(
      `${api.baseUrl}/media/${encodeURIComponent(code)}/?locale=${decision.apiLocale}`,
    );
    return status === 200 ? { kind: 'next' } : { kind: 'redirect', status: 301, location: '/' };
  },
};

/**
 * The policy of a rendered page: scripts only with this response's nonce (and what they load,
 * `'strict-dynamic'`), nothing embedded, no `<base>`, never framed.
 */
export function pageCsp(nonce: string, thirdParty: ThirdPartyOrigins = NO_THIRD_PARTIES): string {
  const withOrigins = (directive: string, origins: readonly string[]) =>
    [directive, ...origins].join(' ');
  return [
    "default-src 'self'",
    withOrigins(`script-src 'nonce-${nonce}' 'strict-dynamic'`, thirdParty.script ?? []),
    "style-src 'self' 'unsafe-inline'",
    withOrigins("img-src 'self' data:", thirdParty.img),
    "font-src 'self'",
    withOrigins("connect-src 'self'", thirdParty.connect),
    withOrigins("media-src 'self'", thirdParty.media ?? []),
    ...(thirdParty.frame.length ? [withOrigins('frame-src', thirdParty.frame)] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Origins the configured third-party services need (analytics, captcha, the chat, call-tracking,
 * pixel, ad-loader and marketing scripts); none by default. `script` origins come after the
 * nonce: browsers that know `'strict-dynamic'` ignore them and still require the nonce.
 */
export interface ThirdPartyOrigins {
  connect: readonly string[];
  frame: readonly string[];
  img: readonly string[];
  script?: readonly string[];
  /** Where videos and audio may come from besides the site (`MEDIA_ORIGIN`). */
  media?: readonly string[];
}

const NO_THIRD_PARTIES: ThirdPartyOrigins = {
  connect: [],
  frame: [],
  img: [],
  script: [],
  media: [],
};

/** Every other response (JSON, files) runs nothing. Routes with their own policy keep it. */
export const DEFAULT_CSP =
  "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** A page without scripts or styles, for when the site's own pages cannot be used. */
function plainPage(title: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
    `<h1>${title}</h1><p><a href="/">Return to main page</a></p></body></html>`
  );
}

/** Spec §2.6: what a visitor sees when the site's own error page could not be rendered. */
export const ERROR_PAGE_FALLBACK = plainPage('An error occurred while showing the error page');

/** Spec §2.6: "Unknown middleware gives 500 'Unknown middleware'" (a page row names one we lack). */
export const UNKNOWN_MIDDLEWARE_PAGE = plainPage('Unknown middleware');

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()',
};

const NONCE_BYTES = 18;
/** Random bytes for the next 512 nonces: one call to the system's generator instead of 512. */
const nonceBytes = Buffer.alloc(NONCE_BYTES * 512);
let nonceOffset = nonceBytes.length;

/** A fresh CSP nonce: 18 random bytes, base64 (never one handed out before). */
export function nextNonce(): string {
  if (nonceOffset === nonceBytes.length) {
    randomFillSync(nonceBytes);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Cache-Control of every rendered page: its CSP nonce is for one response, one visitor. */
export const PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * A Host header this server can take: a DNS name or IPv4 address, or a bracketed IPv6 address,
 * with an optional port 1–65535. Anything else is a 400 before any routing.
 */
export function isValidHostHeader(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  const match =
    /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?)(?::(\d{1,5}))?$/i.exec(
      host,
    );
  if (!match) return false;
  const port = match[2];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** An X-Forwarded-Proto a proxy may send: http or https (a list's entries each), or none. */
export function isValidForwardedProto(value: string | string[] | undefined): boolean {
  if (value === undefined) return true;
  const items = (Array.isArray(value) ? value.join(',') : value).split(',');
  return items.every((item) => /^https?$/i.test(item.trim()));
}

/**
 * The request target as a path: an absolute-form target (`GET http://other.example/x`) keeps
 * only its path and query (the Host header picks the site), and leading slashes collapse to
 * one, so `//other.example/x` is a path of this site, never a network-path reference.
 */
export function normalizeRequestTarget(url: string): string {
  let target = url;
  if (!target.startsWith('/')) {
    try {
      const parsed = new URL(target);
      target = `${parsed.pathname}${parsed.search}`;
    } catch {
      return '/';
    }
  }
  return target.replace(/^\/{2,}/, '/');
}

/** Whether `path` is `prefix` or below it. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A path as any layer behind this one might read it: percent-escapes decoded, dot segments
 * resolved, empty segments dropped, a backslash read as a slash (as URL parsers do), lowercase
 * (`/%61dmin`, `/./ADMIN//x`, `/x/../admin` are all `/admin...`). For restrictions only: a path
 * that merely looks like a restricted one is refused.
 */
export function normalizedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: the router refuses them; the raw text is checked as it is.
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
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
  const siteForHost = compileHostRules(config.hostPatterns);
  const pageCache = new PageCache(config.pageCacheMs ?? 0, {
    ...(config.pageCookies ? { pageCookies: config.pageCookies } : {}),
    hitHeaders: { 'cache-control': PAGE_CACHE_CONTROL, 'x-page-cache': 'hit' },
  });
  // A publish in any process clears the pages and the loaders' data here (issue 43, point 7).
  const contentVersion = followContentChanges(apiRuntime?.changes ?? contentChanges, pageCache);
  // The page policy around its nonce, joined once.
  const [cspBefore, cspAfter] = pageCsp('\u0000', config.thirdParty).split('\u0000');
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
    const proxy = apiProxy(config.apiUrl, config.apiCredentials);
    for (const prefix of API_PATHS) await app.register(proxy, { prefix });
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

  /**
   * The API as the browser on `host` sees it (in this process, or through the proxy), as a
   * `fetch` that never opens a socket: what server-side loaders and route middleware call.
   */
  const apiFetchOn =
    (host: string): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const headers: Record<string, string> = Object.fromEntries(request.headers);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const response = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: { ...headers, host },
        ...(body ? { payload: body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const one of Array.isArray(value) ? value : [value])
          if (one !== undefined) responseHeaders.append(name, String(one));
      }
      const empty = [204, 205, 304].includes(response.statusCode) || request.method === 'HEAD';
      return new Response(empty ? null : new Uint8Array(response.rawPayload), {
        status: response.statusCode,
        headers: responseHeaders,
      });
    };
  const apiAccessOn = (host: string, preview?: string): ApiAccess => {
    const access = {
      baseUrl: `http://${host || 'localhost'}${API_PREFIX}`,
      fetch: apiFetchOn(host),
      ...(config.pageDataCacheMs ? { cacheMs: config.pageDataCacheMs } : {}),
      cacheVersion: contentVersion(),
    };
    return preview ? previewApiAccess(access, preview) : access;
  };

  await app.register(async (ssr) => {
    // React Router reads the raw request body itself (form actions); no parsing here.
    ssr.removeAllContentTypeParsers();
    ssr.addContentTypeParser('*', (_request, _payload, done) => done(null));

    /**
     * The spec's URL, locale, host and redirect rules (libs/shared/routing) for a page request.
     * React Router's own route-discovery requests (`/__manifest`) go straight to the site.
     */
    const decide = (request: FastifyRequest) => {
      const queryStart = request.url.indexOf('?');
      const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
      if (path.startsWith('/__manifest')) return undefined;
      return resolveRoute(
        {
          host: request.headers.host ?? '',
          path,
          search: queryStart === -1 ? '' : request.url.slice(queryStart),
          cookies: parseCookies(request.headers.cookie),
        },
        {
          siteForHost: (host) => siteForHost(host),
          configuredOrigin: (site) => config.configuredOrigins?.[site],
        },
      );
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const siteName = request.site as SiteName;
      const site = sites[siteName] as Site;
      const origin = siteOrigin(siteName);
      // Served over HTTPS: the public origin says so, or a trusted proxy does.
      const secure = origin.startsWith('https:') || request.protocol === 'https';
      // Fastify's router has already refused malformed percent-escapes with 400.
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if ((request.method === 'GET' || request.method === 'HEAD') && site.files.has(pathname)) {
        const immutable = pathname.startsWith('/assets/');
        return reply.sendFile(pathname.slice(1), site.clientDir, {
          immutable,
          maxAge: immutable ? '365d' : '1h',
        });
      }
      let rendersPage = false;
      // A preview link: rendered for this request alone, with the token on its API calls.
      const preview =
        request.method === 'GET' || request.method === 'HEAD'
          ? previewTokenOf(request.url)
          : undefined;
      if (request.method === 'GET' || request.method === 'HEAD') {
        const decision = decide(request);
        rendersPage = decision?.kind === 'render' && decision.routeName !== 'file';
        if (decision?.kind === 'redirect') {
          setCookieChanges(reply, decision.cookies, secure);
          return reply.code(decision.status).header('location', decision.location).send();
        }
        if (decision?.kind === 'render') {
          setCookieChanges(reply, decision.cookies, secure);
          for (const name of decision.middleware ?? []) {
            const run = Object.hasOwn(middleware, name) ? middleware[name] : undefined;
            if (!run) {
              request.log.error(
                { middleware: name, route: decision.routeName },
                'Unknown middleware',
              );
              return reply.code(500).type('text/html; charset=utf-8').send(UNKNOWN_MIDDLEWARE_PAGE);
            }
            const outcome = await run({
              decision,
              api: apiAccessOn(request.headers.host ?? '', preview),
            });
            if (outcome.kind === 'redirect')
              return reply.code(outcome.status).header('location', outcome.location).send();
          }
        }
      }
      // A fresh nonce per response, handed to the site's server entry on the request.
      const nonce = nextNonce();
      reply.header('content-security-policy', `${cspBefore}${nonce}${cspAfter}`);
      const cacheKey = rendersPage && !preview ? pageCache.keyOf(request, siteName) : null;
      const cached = cacheKey
        ? pageCache.get(cacheKey, nonce, request.headers['accept-encoding'])
        : undefined;
      if (cached) {
        metrics?.pageCache(siteName, 'hit');
        // Once the socket has taken the whole body, the buffer serves the next hit.
        reply.raw.once('finish', cached.release);
        return reply.code(cached.status).headers(cached.headers).send(cached.body);
      }
      // The site the Host header picked, for per-site settings (the root loader's public config).
      const webRequest = toWebRequest(
        request,
        reply,
        {
          [NONCE_HEADER]: nonce,
          [SITE_HEADER]: siteName,
          [MAIN_ORIGIN_HEADER]: siteOrigin('main'),
          // A page kept for every visitor is rendered without their cookies (ADR 0016).
          ...(cacheKey ? { cookie: pageCache.renderCookies(request) } : {}),
        },
        origin,
      );
      let response: Response;
      try {
        response = await site.handle(webRequest, apiAccessOn(request.headers.host ?? '', preview));
      } catch (error) {
        // Spec §2.6: when even the error page fails, a plain page with a way home.
        request.log.error({ err: error }, 'rendering failed, error page included');
        return reply.code(500).type('text/html; charset=utf-8').send(ERROR_PAGE_FALLBACK);
      }
      if (cacheKey) {
        metrics?.pageCache(siteName, 'miss');
        const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
        const cookies = response.headers.getSetCookie();
        const body = await pageCache.store(cacheKey, response, nonce);
        reply.code(response.status).headers(Object.fromEntries(headers));
        if (cookies.length) reply.header('set-cookie', cookies);
        if (isHtml(response)) reply.header('cache-control', PAGE_CACHE_CONTROL);
        return reply.header('x-page-cache', 'miss').send(body);
      }
      return sendWebResponse(
        reply,
        response,
        preview
          ? PREVIEW_RESPONSE_HEADERS
          : isHtml(response)
            ? { 'cache-control': PAGE_CACHE_CONTROL }
            : {},
      );
    };
    ssr.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/*', handler });
    ssr.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/', handler });
  });

  return app;
}

/**
 * Forwards the API's paths to an external API, streaming both ways, and adds the API's basic-auth
 * credential so no browser ever holds it.
 */
function apiProxy(apiUrl: string, credentials: ServerConfig['apiCredentials']) {
  const target = apiUrl.replace(/\/$/, '');
  const authorization = credentials
    ? `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
    : undefined;
  return async function proxy(api: FastifyInstance) {
    // fetch() has already decoded the upstream body; its encoding headers no longer apply.
    api.addHook('onSend', async (_request, reply, payload) => {
      reply.removeHeader('content-encoding');
      reply.removeHeader('content-length');
      return payload;
    });
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const incoming = toWebRequest(request, reply);
      const headers = new Headers(incoming.headers);
      headers.delete('host');
      headers.set('x-forwarded-host', request.headers.host ?? '');
      // The site its Host rules picked (a lead records it); never the client's own header.
      headers.set(SITE_HEADER, request.site ?? '');
      headers.set('x-request-id', request.id);
      // The client's address as this server determined it (TRUST_PROXY), never as it claims.
      headers.set('x-forwarded-for', request.ip);
      headers.set('x-forwarded-proto', request.protocol);
      headers.delete('accept-encoding');
      if (authorization && isUnder(request.routeOptions.url ?? '', API_PREFIX))
        headers.set('authorization', authorization);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const upstream = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        signal: incoming.signal,
        ...(hasBody ? { body: incoming.body, duplex: 'half' } : {}),
      } as RequestInit).catch((error: Error) => {
        request.log.error({ err: error }, 'API unreachable');
        return Response.json(
          { code: 'api_unavailable', message: 'The API is unavailable', requestId: request.id },
          { status: 502 },
        );
      });
      return sendWebResponse(reply, upstream);
    };
    api.all('/*', forward);
    api.all('/', forward);
  };
}

/** Spec §2.5: the chosen locale is kept in the cookie `locale` (a year); `null` deletes it. */
function setCookieChanges(
  reply: FastifyReply,
  changes: readonly CookieChange[] | undefined,
  secure: boolean,
) {
  if (!changes?.length) return;
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  reply.header(
    'set-cookie',
    changes.map((change) =>
      change.value === null
        ? `${change.name}=; Max-Age=0; ${attributes}`
        : `${change.name}=${encodeURIComponent(change.value)}; Max-Age=31536000; ${attributes}`,
    ),
  );
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html');

export const defaultSitesDir = (serverDir: string) => path.resolve(serverDir, '..');
