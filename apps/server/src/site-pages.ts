import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '@corp/api/http';
import type { SiteName } from '@corp/shared/contracts';
import { HUB_ORIGIN_HEADER, NONCE_HEADER, SITE_HEADER } from '@corp/shared/routing';
import type { CookieChange } from '@corp/shared/routing';
import { previewTokenOf, PREVIEW_RESPONSE_HEADERS } from './content-pages';
import type { PageCache } from './page-cache';
import { nextNonce, PAGE_CACHE_CONTROL, pageCsp } from './page-security';
import type { ThirdPartyOrigins } from './page-security';
import type { RouteMiddleware } from './route-middleware';
import type { ApiAccess, Site } from './sites';
import { routeTable } from './site-definitions';
import { sendWebResponse, toWebRequest } from './web-request';

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

export interface SitePagesOptions {
  /** The mounted sites; the request's `site` (set by the Host check) is one of them. */
  sites: Partial<Record<SiteName, Site>>;
  siteForHost: (host: string | undefined) => SiteName | null;
  /** A site's configured public origin, for the spec's host redirects. */
  configuredOrigin: (site: SiteName) => string | undefined;
  /** A site's public origin (configured, or its local host name). */
  siteOrigin: (site: SiteName) => string;
  middleware: Readonly<Record<string, RouteMiddleware>>;
  /** The API as the browser on a host sees it, with a preview link's token when there is one. */
  apiAccessOn: (host: string, preview?: string) => ApiAccess;
  pageCache: PageCache;
  metrics?: Metrics;
  thirdParty?: ThirdPartyOrigins;
}

/**
 * Every request that is not the API's, the admin's or an operational one: a file of the site's
 * client build, a redirect of the spec's URL rules, or a page its React Router handler renders
 * (from the page cache when it may be kept).
 */
export const sitePages: FastifyPluginAsync<SitePagesOptions> = async (
  ssr,
  {
    sites,
    siteForHost,
    configuredOrigin,
    siteOrigin,
    middleware,
    apiAccessOn,
    pageCache,
    metrics,
    thirdParty,
  },
) => {
  // The page policy around its nonce, joined once.
  const [cspBefore, cspAfter] = pageCsp('\u0000', thirdParty).split('\u0000');
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
    return routeTable.resolveRoute(
      {
        host: request.headers.host ?? '',
        path,
        search: queryStart === -1 ? '' : request.url.slice(queryStart),
        // Parsed by @fastify/cookie (its values are strings).
        cookies: request.cookies as Record<string, string>,
      },
      {
        siteForHost: (host) => siteForHost(host),
        configuredOrigin,
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
        ...(routeTable.hub ? { [HUB_ORIGIN_HEADER]: siteOrigin(routeTable.hub) } : {}),
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
};

/** Spec §2.5: the chosen locale is kept in the cookie `locale` (a year); `null` deletes it. */
function setCookieChanges(
  reply: FastifyReply,
  changes: readonly CookieChange[] | undefined,
  secure: boolean,
) {
  for (const change of changes ?? []) {
    const attributes = { path: '/', sameSite: 'lax', secure } as const;
    if (change.value === null) reply.clearCookie(change.name, attributes);
    else reply.setCookie(change.name, change.value, { ...attributes, maxAge: 31_536_000 });
  }
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html');
