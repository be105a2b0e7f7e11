import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { apiRoutes } from './api-routes';
import type { ApiRoutesOptions } from './api-routes';

export const API_PREFIX = '/api/v1';

/** A standalone API server: the `/api/v1` routes on their own Fastify instance. */
export function createApiServer(
  options: ApiRoutesOptions & { logger?: FastifyServerOptions['logger'] } = {},
) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.register(apiRoutes, { prefix: API_PREFIX, version: options.version });
  return app;
}
