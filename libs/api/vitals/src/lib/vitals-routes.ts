import {
  boundJsonBodies,
  describeWithZod,
  HttpError,
  jsonSchemaOf,
  parseOr400,
} from '@corp/api/core';
import type { JsonBodyBounds } from '@corp/api/core';
import { WEB_VITALS_PATH, webVitalsRequestSchema } from '@corp/shared/contracts';
import { isSiteName } from '@corp/shared/contracts';
import { SITE_HEADER } from '@corp/shared/routing';
import type { SiteName } from '@corp/shared/routing';
// `createRateLimit`: the limiter plugin is registered (global: false) around the API's routes.
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { boundedPageType } from './page-types';
import type { WebVitalObservation } from './vitals-histograms';

/**
 * A beacon's longest legitimate body: 16 metrics of about 60 bytes, the site and the page type
 * make about 1 kB; 4 kB leaves room and nothing more (413 past it, before a byte is parsed).
 */
export const WEB_VITALS_BOUNDS: JsonBodyBounds = {
  bodyLimit: 4 * 1024,
  maxDepth: 3,
  maxValues: 80,
};

export interface VitalsRoutesOptions {
  /** Where each accepted value goes (the process's histograms); nothing is stored. */
  observe: (observation: WebVitalObservation) => void;
  /** Beacons one address may send per minute (`VITALS_RATE_LIMIT`); 429 past it. */
  perMinute: number;
  /** The limit's store failed: the beacon is let through, and this reports it. */
  onStoreError?: (request: FastifyRequest, error: unknown) => void;
  /**
   * Whether the web server's proxy names the site (`x-corp-site`): only behind the API
   * credential, as for leads.
   */
  trustForwardedHost?: boolean;
}

/** The site the request came through, when the web server decided it; else undefined. */
function siteOfRequest(request: FastifyRequest, trustForwardedHost: boolean): SiteName | undefined {
  const decorated = (request as FastifyRequest & { site?: unknown }).site;
  if (isSiteName(decorated)) return decorated;
  const named = request.headers[SITE_HEADER];
  return trustForwardedHost && isSiteName(named) ? named : undefined;
}

/**
 * `POST /web-vitals/` (under `/api/v1`): the Core Web Vitals of one page load from a visitor who
 * allowed analytics (issue 46, goal 5). The body is JSON, sent as `text/plain` (what
 * `navigator.sendBeacon` makes of a string) or `application/json`, at most 4 kB, checked before
 * it is parsed; every value finite, non-negative and under its metric's cap, else 400 and
 * nothing is observed. The site is the one the web server served (the body's when the request
 * names none); a page type outside the site's page table counts as `other`. Answers 204;
 * nothing is stored or logged but the histograms.
 */
export const vitalsRoutes: FastifyPluginAsync<VitalsRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  describeWithZod(app);
  boundJsonBodies(app, WEB_VITALS_BOUNDS);
  boundJsonBodies(app, WEB_VITALS_BOUNDS, 'text/plain');

  const limit = app.createRateLimit({
    timeWindow: 60_000,
    max: options.perMinute,
    keyGenerator: (request) => `vitals:${request.ip}`,
    // Store errors come here (reported), not swallowed by the plugin.
    skipOnError: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    let state: Awaited<ReturnType<typeof limit>>;
    try {
      state = await limit(request);
    } catch (error) {
      options.onStoreError?.(request, error);
      return;
    }
    if (state.isAllowed || !state.isExceeded) return;
    const seconds = Math.max(1, state.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw new HttpError(
      429,
      `Too many requests from this address; retry in ${seconds} s`,
      'too_many_requests',
    );
  });

  app.post(
    WEB_VITALS_PATH,
    {
      bodyLimit: WEB_VITALS_BOUNDS.bodyLimit,
      schema: {
        tags: ['analytics'],
        summary: 'Field data: the Core Web Vitals of a page load (visitors who allowed analytics)',
        body: jsonSchemaOf(webVitalsRequestSchema),
        response: { 204: { type: 'null', description: 'Observed' } },
      },
    },
    async (request, reply) => {
      const body = parseOr400(webVitalsRequestSchema, request.body, 'report');
      const site = siteOfRequest(request, options.trustForwardedHost ?? false) ?? body.site;
      const pageType = boundedPageType(site, body.pageType);
      for (const { name, value } of body.metrics) options.observe({ site, pageType, name, value });
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
};
