import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleFrameworkError } from '@corp/api/core';
import { apiRoutes } from './api-routes';
import type { ApiRoutesOptions } from './api-routes';

/** A standalone API server: `apiRoutes` on their own Fastify instance. */
export function createApiServer(
  options: ApiRoutesOptions & { logger?: FastifyServerOptions['logger'] },
) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.runtime.config.trustProxy.length
      ? options.runtime.config.trustProxy
      : false,
    genReqId: () => randomUUID(),
    frameworkErrors: handleFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
    // A client that never finishes its request loses the socket (the web server's defaults).
    requestTimeout: 60_000,
    keepAliveTimeout: 5_000,
    http: { headersTimeout: 15_000, connectionsCheckingInterval: 1_000 },
  });
  app.register(apiRoutes, options);
  return app;
}
