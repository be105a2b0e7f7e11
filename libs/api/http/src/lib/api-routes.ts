import { ensureFirstAdmin } from '@corp/api/accounts';
import { ADMIN_API_PREFIX, adminApi, credentialsMatch, parseBasicAuth } from '@corp/api/admin';
import { signInLimiter } from './admin-guard';
import { contentRoutes, siteFilesRoutes } from '@corp/api/content';
import {
  editorialRoutes,
  notifyContentChanged,
  previewReaderFor,
  previewRoutes,
} from '@corp/api/editorial';
import { assertStorableText, boundJsonBodies, handleApiError, sendError } from '@corp/api/core';
import { leadRoutes } from '@corp/api/leads';
import { mediaRoutes, uploadsRoutes } from '@corp/api/media';
import { enqueueDeliveries } from '@corp/api/outbox';
import { inboxRoutes } from '@corp/api/inbox';
import { privacyRoutes } from '@corp/api/privacy';
import { vitalsRoutes } from '@corp/api/vitals';
import { routeTable } from '@corp/shared/routing';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { limitLeads, reportStoreFailure, storeErrorClass } from './limit-store';
import type { Metrics } from './metrics';
import { leadFileStores } from './runtime';
import type { ApiRuntime } from './runtime';

export const API_PREFIX = '/api/v1';
export const API_DOCS_PREFIX = '/api/docs';
/**
 * Every path prefix the API answers at the sites' origin; the web server proxies exactly these
 * when the API runs elsewhere (`API_URL`).
 */
export const API_PATHS = [
  API_PREFIX,
  API_DOCS_PREFIX,
  '/mock/locale',
  '/lastmodified.txt',
  '/download',
  '/images',
  '/video',
  // The admin's JSON API only: every other /admin/* path is the admin app, served by the web server.
  ADMIN_API_PREFIX,
  '/uploads',
];

export interface ApiRoutesOptions {
  runtime: ApiRuntime;
  /** Reported by the health route; the build's version or commit. */
  version?: string;
  /**
   * Whether `/api/v1` demands the configured basic-auth credential. The standalone API does;
   * the web server serving the API in its own process does not, because the browser's request
   * ends there (the credential protects the network hop to a separate API).
   */
  requireCredentials?: boolean;
  /** The process's metrics: leads accepted by type. */
  metrics?: Metrics;
}

const startedAt = Date.now();

/** `/api/v1` itself: health, content, leads, and the uniform 404 and error answers. */
const v1Routes: FastifyPluginAsync<ApiRoutesOptions> = async (app: FastifyInstance, options) => {
  const { runtime } = options;
  const credentials =
    options.requireCredentials === false ? undefined : runtime.config.apiCredentials;

  app.setErrorHandler(handleApiError);
  // JSON bodies: small, shallow and few values, strict UTF-8, checked before they are parsed.
  boundJsonBodies(app);
  // Text the database cannot store (NUL, a broken UTF-16 character) is a 400 before any handler.
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params, 'path');
    assertStorableText(request.query, 'query');
    assertStorableText(request.body, 'request');
  });
  const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
    sendError(
      request,
      reply,
      404,
      'not_found',
      `No API route ${request.method} ${request.url.split('?')[0]}`,
    );
  app.setNotFoundHandler(noRoute);
  // Also a route, so that a host with a catch-all (the web server's SSR) still answers JSON here.
  app.all('/*', { schema: { hide: true } }, noRoute);

  if (credentials) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith(`${API_PREFIX}/health/`)) return;
      const given = parseBasicAuth(request.headers.authorization);
      if (!given || !credentialsMatch(given, credentials)) {
        reply.header('www-authenticate', 'Basic realm="api", charset="UTF-8"');
        return sendError(request, reply, 401, 'unauthorized', 'API credentials required');
      }
    });
  }

  app.get(
    '/health/',
    { schema: { tags: ['health'], summary: 'Liveness and the database driver' } },
    async () => ({
      status: 'ok' as const,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      version: options.version ?? 'dev',
      database: runtime.database.driver,
    }),
  );

  // The SEO lookup's url names a public host: its site by name (spec §2.3, each site's `hostHints`),
  // not by what is served.
  const table = routeTable();
  const siteOfHost = table.compileHostRules(table.siteHostHints);
  const { contentNow } = runtime.config;
  await app.register(contentRoutes, {
    store: runtime.store,
    geoRanges: runtime.geoRanges,
    siteOfHost: (host) => siteOfHost(host) ?? undefined,
    // Upcoming or past: at CONTENT_NOW when the configuration fixes it (tests), else now.
    ...(contentNow ? { now: () => new Date(contentNow) } : {}),
    // A valid preview link's token (X-Content-Preview) shows its item's drafts.
    readerFor: previewReaderFor({
      store: runtime.store,
      db: runtime.database.db,
      secret: runtime.previewSecret,
    }),
  });
  const { limits } = runtime.config;
  await app.register(async (leadContext) => {
    // Per address and per minute: leads, and the far more frequent consent records (by route).
    limitLeads(leadContext, {
      leadsPerMinute: limits.leadsPerMinute,
      consentPerMinute: limits.consentPerMinute,
      consentRoute: `${API_PREFIX}/save-fingerprint/`,
      metrics: options.metrics,
    });
    await leadContext.register(leadRoutes, {
      db: runtime.database.db,
      content: runtime.store,
      // A webinar's registration page or its recording: by the content lists' clock.
      ...(contentNow ? { now: () => new Date(contentNow) } : {}),
      files: runtime.files,
      captcha: runtime.config.captcha,
      enqueue: (tx, leadId) => enqueueDeliveries(tx, leadId),
      onAccepted: options.metrics && ((type) => options.metrics?.leadAccepted(type)),
      onDropped: options.metrics && ((reason) => options.metrics?.leadDropped(reason)),
      // Behind the credential only the web server's proxy gets here; it names the site's host.
      trustForwardedHost: Boolean(credentials),
    });
  });
  // Visitors' Core Web Vitals (issue 46): observed in the metrics only, never stored.
  await app.register(vitalsRoutes, {
    observe: (observation) => options.metrics?.webVital(observation),
    perMinute: limits.vitalsPerMinute,
    onStoreError: (request, error) => reportStoreFailure(request, options.metrics, 'vitals', error),
    trustForwardedHost: Boolean(credentials),
  });
};

/**
 * Everything the API serves: `/api/v1`, the OpenAPI document and its page under `/api/docs`,
 * the site files (`/mock/locale/`, `/lastmodified.txt`, `/download/*`, `/images/*`, `/video/*`) and
 * marketing's `/admin`. Registered by the standalone API app and, in-process, by the web server.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  const { runtime } = options;
  // One store per process (the runtime's): Redis, each command bounded by REDIS_TIMEOUT_MS.
  const { redis, signIn } = runtime.limitStores;
  if (redis) {
    options.metrics?.watchLimitStore(redis);
    // Once per outage, not per reconnection attempt; each request it affects is logged too.
    let away = redis.status !== 'ready';
    if (away) app.log.warn({ status: redis.status }, 'rate-limit store unavailable');
    const onError = (error: unknown) => {
      if (!away)
        app.log.warn({ errorClass: storeErrorClass(error) }, 'rate-limit store unavailable');
      away = true;
    };
    const onReady = () => {
      if (away) app.log.info('rate-limit store connected');
      away = false;
    };
    redis.on('error', onError).on('ready', onReady);
    app.addHook('onClose', async () => void redis.off('error', onError).off('ready', onReady));
  }
  await app.register(async (api) => {
    // Limits apply where a context asks for them (leads, admin sign-in), not to content reads.
    await api.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'corp-rate-limit:' } : {}),
    });
    await api.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Ferrum Digital website API',
          description:
            'Content and leads for the corporate sites. Every call takes `locale` (en, ru, de, kz; anything else is en). Errors have one shape: `{ code, message, requestId, fields? }`.',
          version: options.version ?? 'dev',
        },
        components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
      },
      // Marketing's admin area is not part of the public API.
      transform: ({ schema, url, ...rest }) => ({
        ...rest,
        url,
        schema: url.startsWith('/admin') ? { ...schema, hide: true } : schema,
      }),
    });
    await api.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
    await api.register(v1Routes, { ...options, prefix: API_PREFIX });
    await api.register(async (files) => {
      files.setErrorHandler(handleApiError);
      await files.register(siteFilesRoutes, {
        db: runtime.database.db,
        contentDir: runtime.config.contentDir,
      });
      // The media library's files (`/uploads/<asset>/<file>`), on every host.
      await files.register(uploadsRoutes, { db: runtime.database.db, files: runtime.files });
    });
    // The admin (issue 43): accounts, sessions, users, audit log, exports under /admin/api.
    const { user, password, sessionIdleMinutes, sessionHours } = runtime.config.admin;
    if (user && password) {
      // ADMIN_USER/ADMIN_PASSWORD: that administrator exists, with that password.
      const done = await ensureFirstAdmin(runtime.database.db, { user, password });
      if (done !== 'unchanged') app.log.info({ login: user }, `first administrator ${done}`);
    }
    await api.register(adminApi, {
      prefix: ADMIN_API_PREFIX,
      db: runtime.database.db,
      files: runtime.files,
      sessions: { idleMs: sessionIdleMinutes * 60_000, absoluteMs: sessionHours * 3_600_000 },
      // Failed sign-ins per address (one budget with /metrics) and per login: past the limit,
      // a doubling wait (429 + Retry-After). Without Redis they are still counted, in this process.
      limiter: signInLimiter(signIn, {
        onStoreError: (request, error) =>
          reportStoreFailure(request, options.metrics, 'sign-in', error),
      }),
      // Further /admin/api routes, inside the admin context (session, CSRF, JSON errors).
      extend: async (admin) => {
        await admin.register(editorialRoutes, {
          prefix: '/content',
          db: runtime.database.db,
          // The change notification every process listens for (pages fresh within 2 s).
          onChange: notifyContentChanged,
        });
        await admin.register(previewRoutes, {
          prefix: '/content',
          db: runtime.database.db,
          secret: runtime.previewSecret,
          ttlMinutes: runtime.config.preview.ttlMinutes,
          siteOrigins: runtime.config.preview.siteOrigins,
        });
        await admin.register(mediaRoutes, {
          prefix: '/media',
          db: runtime.database.db,
          files: runtime.files,
        });
        // The sales inbox: leads listed, opened, worked, exported (administrators and sales).
        await admin.register(inboxRoutes, {
          prefix: '/leads',
          db: runtime.database.db,
          siteOrigins: runtime.config.preview.siteOrigins,
        });
        // Data subjects' requests: look-up, export, erasure (administrators only).
        await admin.register(privacyRoutes, {
          prefix: '/privacy',
          db: runtime.database.db,
          ...leadFileStores(runtime.config, runtime.files),
          brand: runtime.config.outbox.brand,
        });
      },
    });
  });
};
