import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleFrameworkError } from '@corp/api/core';
import { apiRoutes } from './api-routes';
import type { ApiRoutesOptions } from './api-routes';
import { closeConnectionsWhileDraining, createLifecycle, operationalRoutes } from './operations';
import type { Lifecycle } from './operations';

/**
 * A standalone API server: `apiRoutes` on their own Fastify instance, with `/healthz`,
 * `/readyz` (the database) and `/metrics` (behind the admin credential, unless `metricsOnPort`
 * says they are served on a port of their own).
 */
export function createApiServer(
  options: ApiRoutesOptions & {
    logger?: FastifyServerOptions['logger'];
    lifecycle?: Lifecycle;
    /** `/metrics` is on its own port (`METRICS_PORT`): not here. */
    metricsOnPort?: boolean;
  },
) {
  const lifecycle = options.lifecycle ?? createLifecycle();
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
    // A graceful stop finishes what reaches it (drainAndClose), it does not shed it.
    return503OnClosing: false,
  });
  closeConnectionsWhileDraining(app, lifecycle);
  options.metrics?.observe(app);
  const { database } = options.runtime;
  app.register(operationalRoutes, {
    lifecycle,
    checkReady: () => database.ping(),
    metrics: options.metricsOnPort ? undefined : options.metrics,
    credentials: options.runtime.config.admin,
    // One failed-sign-in budget per address with /admin (the runtime's store).
    signIn: options.runtime.limitStores.signIn,
  });
  app.register(apiRoutes, options);
  return app;
}
