import type { DatabaseHandle } from '@corp/api/db';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CONTENT_CHANNEL, ChangeListeners, parseContentChange } from './content-changes';
import type { ContentChangeFeed } from './content-changes';

/** The subset of a pino logger the listener reports to (ids and error classes only). */
export interface ChangeFeedLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export interface PostgresFeedOptions {
  logger?: ChangeFeedLogger;
  /** First wait before reconnecting (default 100 ms), doubled per failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  /** Longest wait between two attempts (default 5 s). */
  maxBackoffMs?: number;
}

const errorClass = (error: unknown) =>
  (error as { code?: string } | undefined)?.code ?? (error as Error | undefined)?.name ?? 'Error';

/**
 * One dedicated connection that LISTENs on `content_changed`. A connection that drops (a
 * restart, a failover, `pg_terminate_backend`) is opened again after a backoff; notifications
 * sent while it was away are lost, so a reconnection tells the subscribers that everything
 * changed.
 */
export function listenPostgres(
  connection: pg.ClientConfig,
  options: PostgresFeedOptions = {},
): ContentChangeFeed {
  const listeners = new ChangeListeners();
  const minBackoffMs = options.minBackoffMs ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  let backoffMs = minBackoffMs;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retry = (error: unknown) => {
    if (closed || timer) return;
    options.logger?.warn(
      { errorClass: errorClass(error), retryInMs: backoffMs },
      'content change listener disconnected',
    );
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, backoffMs);
    timer.unref();
    backoffMs = Math.min(maxBackoffMs, backoffMs * 2);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client(connection);
    client = next;
    let failed = false;
    const lost = (error: unknown) => {
      if (failed) return;
      failed = true;
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      retry(error);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) listeners.emit(parseContentChange(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    backoffMs = minBackoffMs;
    // Whatever was committed while no connection listened was not heard: drop everything.
    if (connectedOnce) {
      options.logger?.info({}, 'content change listener reconnected');
      listeners.emit({ all: true });
    }
    connectedOnce = true;
    markReady();
  }

  void connect();
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const current = client;
      client = undefined;
      markReady();
      await current?.end().catch(() => undefined);
    },
  };
}

/** PGlite (one process): its own LISTEN, heard after each commit of this process. */
export function listenPglite(pglite: PGlite): ContentChangeFeed {
  const listeners = new ChangeListeners();
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;
  const ready = pglite
    .listen(CONTENT_CHANNEL, (payload) => listeners.emit(parseContentChange(payload)))
    .then((stop) => {
      unlisten = stop;
      if (closed) return stop();
      return undefined;
    });
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    ready,
    async close() {
      closed = true;
      // A closed PGlite has nothing left to unlisten.
      if (unlisten && !pglite.closed) await unlisten().catch(() => undefined);
    },
  };
}

/** The connection settings of a PostgreSQL handle's pool, for a connection of its own. */
function connectionOf(handle: DatabaseHandle): pg.ClientConfig {
  const pool = (handle.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } }).$client;
  const {
    connectionString,
    host,
    port,
    user,
    password,
    database,
    ssl,
    connectionTimeoutMillis,
    keepAlive,
  } = pool.options;
  return {
    connectionString,
    host,
    port,
    user,
    password,
    database,
    ssl,
    connectionTimeoutMillis,
    keepAlive,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** The change feed of an open database: a LISTEN connection on PostgreSQL, PGlite's own. */
export function listenContentChanges(
  handle: DatabaseHandle,
  options: PostgresFeedOptions = {},
): ContentChangeFeed {
  if (handle.driver === 'pglite')
    return listenPglite((handle.db as unknown as { $client: PGlite }).$client);
  return listenPostgres(connectionOf(handle), options);
}
