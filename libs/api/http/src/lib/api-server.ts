import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { apiRoutes } from './api-routes';
import type { ApiRoutesOptions } from './api-routes';

/** A standalone API server: `apiRoutes` on their own Fastify instance. */
export function createApiServer(
  options: ApiRoutesOptions & { logger?: FastifyServerOptions['logger'] },
) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: 'loopback',
  });
  app.register(apiRoutes, options);
  return app;
}
