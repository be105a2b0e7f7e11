import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ApiError } from './errors';

export interface ApiRoutesOptions {
  /** Reported by the health route; the build's version or commit. */
  version?: string;
}

const startedAt = Date.now();

/**
 * The `/api/v1` routes. Registered under that prefix by the standalone API app and, in-process,
 * by the web server.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  app.get('/health/', async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    version: options.version ?? 'dev',
  }));

  app.setNotFoundHandler(async (request, reply) => {
    const body: ApiError = {
      code: 'not_found',
      message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      requestId: request.id,
    };
    return reply.code(404).send(body);
  });

  app.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'API request failed');
    const body: ApiError = {
      code: status >= 500 ? 'internal_error' : 'bad_request',
      message: status >= 500 ? 'Internal server error' : error.message,
      requestId: request.id,
    };
    return reply.code(status).send(body);
  });
};
