import { credentialsMatch, parseBasicAuth } from '@corp/api/admin';
import { sendError } from '@corp/api/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { guardSignIn, memoryFailureStore } from './admin-guard';
import { takeQueuedConnections } from './listen-queue';
import type { SignInStores } from './admin-guard';
import { reportStoreFailure } from './limit-store';
import type { Metrics } from './metrics';

/**
 * Where a process is in its life: `ready` until it is told to stop (readiness answers 503 from
 * then on); `draining` from that same moment, so that every response says `Connection: close`.
 */
export interface Lifecycle {
  ready: boolean;
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ ready: true, draining: false });

/** Paths a load balancer or Prometheus asks for by address: no site, no Host rules. */
export const OPERATIONAL_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export interface OperationalRoutesOptions {
  lifecycle: Lifecycle;
  /** What readiness checks besides the lifecycle (the database); throws when it is down. */
  checkReady?: () => Promise<unknown>;
  /** `/metrics` on this port behind the admin credential; absent (or no credential): 404. */
  metrics?: Metrics;
  credentials?: { user?: string; password?: string };
  /**
   * Where failed sign-ins count: the API runtime's (`runtime.limitStores.signIn`), so `/metrics`
   * and `/admin` share one budget per address; absent, `/metrics` counts alone.
   */
  signIn?: SignInStores;
}

const READINESS_TIMEOUT_MS = 2_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};

/**
 * `/healthz` (liveness: the process answers), `/readyz` (readiness: not stopping, and the
 * database answers within 2 s) and, when asked, `/metrics` behind the admin credential.
 */
export const operationalRoutes: FastifyPluginAsync<OperationalRoutesOptions> = async (
  app,
  options,
) => {
  const { lifecycle } = options;
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!lifecycle.ready) return reply.code(503).send({ status: 'stopping' });
    try {
      await withTimeout(Promise.resolve(options.checkReady?.()), READINESS_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
    return reply.send({ status: 'ready' });
  });

  const { metrics } = options;
  const { user, password } = options.credentials ?? {};
  await app.register(async (guarded) => {
    if (!metrics || !user || !password) {
      guarded.get('/metrics', { schema: { hide: true } }, async (request, reply) =>
        sendError(request, reply, 404, 'not_found', 'No route GET /metrics'),
      );
      return;
    }
    // Wrong passwords here count against the same per-address budget as on /admin.
    guardSignIn(
      guarded,
      options.signIn ?? {
        local: memoryFailureStore({ max: 10, windowMs: 15 * 60_000, baseLockMs: 1_000 }),
      },
      { onStoreError: (request, error) => reportStoreFailure(request, metrics, 'sign-in', error) },
    );
    guarded.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = parseBasicAuth(request.headers.authorization);
      if (!given || !credentialsMatch(given, { user, password })) {
        reply.header('www-authenticate', 'Basic realm="metrics", charset="UTF-8"');
        return sendError(request, reply, 401, 'unauthorized', 'Authentication required');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.render());
    });
  });
};

/**
 * `/metrics` without a credential on a port of its own (`METRICS_PORT`), for a network only
 * Prometheus reaches. Everything else there is a 404.
 */
export async function serveMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<{ server: Server; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.render().then(
      (text) =>
        response
          .writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          })
          .end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface DrainOptions {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** How long readiness answers 503 before the port closes (`SHUTDOWN_DELAY_MS`). */
  delayMs: number;
  /** Longest wait for the connections still open once the port is closed (`SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Starts when the port closes, runs alongside the drain: the outbox worker's stop. */
  onDraining?: () => Promise<unknown>;
  /** Once the last connection has ended: the database. */
  onDrained?: () => Promise<unknown>;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

/**
 * Every response of `app` once it is stopping says `Connection: close`, so a keep-alive client
 * sends its next request elsewhere and its connection ends with this response. Call before
 * `listen`.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * A graceful stop that resets no request it has taken. From the first moment readiness answers
 * 503 and every response says `Connection: close`; the port stays open `delayMs` (the balancer
 * stops sending), then closes once it has taken the connections waiting in its listen queue.
 * Every connection already open is served to its end: a request in flight finishes, one that
 * arrives on a kept-alive or just-accepted connection is answered (and the connection closed
 * after it), and an idle keep-alive connection ends at its own keep-alive timeout, never earlier
 * than the client was told (`Keep-Alive: timeout`). What is still open
 * after `timeoutMs` is cut. `onDraining` runs alongside, `onDrained` once the last connection
 * has ended. Resolves with whether the drain had to cut connections.
 */
export async function drainAndClose(options: DrainOptions): Promise<{ timedOut: boolean }> {
  const { app, lifecycle, log } = options;
  lifecycle.ready = false;
  lifecycle.draining = true;
  log.info({ delayMs: options.delayMs }, 'stopping: readiness answers 503, connections close');
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));

  const server = app.server;
  const deadline = Date.now() + options.timeoutMs;
  // Connections the kernel has completed but Node not yet taken would be reset by the close.
  await takeQueuedConnections(server, deadline);
  // net.Server's close only stops accepting. http.Server's close would also destroy every
  // connection without a request in progress, including one whose next request is already on
  // its way or sitting unread in the socket: that client gets ECONNRESET (a 502 behind a proxy).
  const closed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve()),
  );
  const open = await new Promise<number>((resolve) =>
    server.getConnections((_error, count) => resolve(count)),
  );
  log.info(
    { timeoutMs: options.timeoutMs, connections: open },
    'port closed; serving the connections still open to their end',
  );
  const background = Promise.resolve(options.onDraining?.()).catch((error: unknown) =>
    log.warn({ err: error }, 'stopping the background tasks failed'),
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), Math.max(0, deadline - Date.now()));
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    log.warn({ timeoutMs: options.timeoutMs }, 'drain timeout: cutting the connections still open');
    server.closeAllConnections();
    await closed;
  }
  await background;
  // Fastify's close (after the drain: it answers 503 to requests on open connections and refuses
  // the in-process `inject`) also ends http.Server's own timers.
  await app.close();
  await options.onDrained?.();
  log.info({ timedOut }, 'stopped');
  return { timedOut };
}

/**
 * Runs `stop` once on the first SIGTERM or SIGINT and exits 0 when it is done (1 if it threw).
 * A second signal while stopping exits at once.
 */
export function stopOnSignals(
  stop: (signal: NodeJS.Signals) => Promise<unknown>,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return exit(1);
    stopping = true;
    stop(signal).then(
      () => exit(0),
      (error: unknown) => {
        console.error(error);
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
}

export interface ProcessStopOptions {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  shutdown: { delayMs: number; timeoutMs: number };
  /** The API in this process: its outbox worker stops while draining, its database after. */
  runtime?: {
    worker?: { stop(options: { graceMs: number }): Promise<unknown> } | null;
    close(): Promise<unknown>;
  };
  /** The metrics port's server (`METRICS_PORT`), closed last. */
  metricsServer?: { close(): Promise<unknown> };
}

/**
 * A server process's stop on SIGTERM or SIGINT (`drainAndClose`): the outbox worker gives its
 * claims back while the open connections are served to their end (5 s at most, within the drain timeout), then
 * the database and the metrics port close, and the process exits 0.
 */
export function stopProcessOnSignals({
  app,
  lifecycle,
  shutdown,
  runtime,
  metricsServer,
}: ProcessStopOptions): void {
  stopOnSignals(async (signal) => {
    app.log.info({ signal }, 'stopping gracefully');
    await drainAndClose({
      app,
      lifecycle,
      delayMs: shutdown.delayMs,
      timeoutMs: shutdown.timeoutMs,
      onDraining: async () =>
        runtime?.worker?.stop({ graceMs: Math.min(5_000, shutdown.timeoutMs) }),
      onDrained: async () => {
        await runtime?.close();
        await metricsServer?.close();
      },
      log: app.log,
    });
  });
}
