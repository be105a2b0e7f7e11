import pg from 'pg';

/**
 * The database could not be reached or dropped the connection mid-request (a restart, a
 * failover, a pooler restart, a network that stopped answering). Answered 503: the request may
 * be sent again (a lead with the same `Idempotency-Key`); the pool opens new connections.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly statusCode = 503;
  readonly code = 'database_unavailable';
  constructor(cause: unknown) {
    super(`The database is unavailable: ${(cause as Error | undefined)?.message ?? cause}`, {
      cause,
    });
  }
}

/** Socket errors that mean the server cannot be reached or the connection is gone. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's and pg-pool's own errors for a connection that is gone or never came. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client was closed and is not queryable|Client has encountered a connection error and is not queryable)/;

/**
 * Whether `error` says the connection is lost or could not be made, as opposed to a statement
 * the server refused (a constraint, a syntax error, a statement timeout), after which the
 * connection is still good. Server errors count when they end the session (FATAL, PANIC) or are
 * of class 08 (connection exception) or 57P (admin/crash shutdown, cannot connect now).
 */
export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (error instanceof pg.DatabaseError) {
    const code = error.code ?? '';
    return (
      error.severity === 'FATAL' ||
      error.severity === 'PANIC' ||
      code.startsWith('08') ||
      code.startsWith('57P')
    );
  }
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

const translate = (error: unknown) =>
  isConnectionLoss(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;

export interface GuardedPoolOptions extends pg.PoolConfig {
  /** Told once per connection that fails, idle or checked out (never the query's values). */
  onConnectionError?: (error: Error) => void;
}

type Release = (error?: Error | boolean) => void;
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A `pg.Pool` that survives any connection loss and never keeps a broken connection. Plain
 * node-postgres and drizzle fall short in three places, all reported upstream and open:
 *
 * - A checked-out client has no `error` listener (pg-pool only watches idle ones), so a server
 *   that ends the session between two statements of a transaction (`pg_terminate_backend`, a
 *   restart, a failover) raises an unhandled `error` event and kills the process. Every client
 *   here has a listener for its whole life.
 * - drizzle's `transaction()` runs BEGIN before its try/finally (drizzle-orm#6241): a BEGIN that
 *   fails on a dead connection never releases the client, and a few of those exhaust the pool.
 * - After `query_timeout` on a server that stopped answering, node-postgres keeps the socket
 *   waiting for an answer (node-postgres#3399) and drizzle releases it as healthy.
 *
 * So a client whose connection is lost (an `error` event, or a query failing with a
 * connection-loss error, `isConnectionLoss`) is handed back to pg-pool at once with the error,
 * which closes it (destroying a socket with a query still on it) and opens a fresh one for the
 * next checkout; a later `release()` by drizzle is a no-op. Such failures reach the caller as a
 * `DatabaseUnavailableError` (503).
 */
export class GuardedPool extends pg.Pool {
  /** The release function of each client checked out now. */
  readonly #checkedOut = new WeakMap<pg.PoolClient, Release>();
  /**
   * Clients whose connection failed, with the error. A new connection the server ends at once
   * fails while pg-pool is handing it out (its start-up answer and the termination arrive in one
   * read), before `connect()` has it: it is released with the error instead of handed on.
   */
  readonly #failed = new WeakMap<pg.PoolClient, Error>();
  readonly #onConnectionError: (error: Error) => void;

  constructor({ onConnectionError, ...config }: GuardedPoolOptions) {
    super(config);
    this.#onConnectionError = onConnectionError ?? (() => undefined);
    // Idle clients: pg-pool removes them and emits `error` on the pool.
    this.on('error', (error) => this.#onConnectionError(error));
    this.on('connect', (client) => {
      // Idle: pg-pool's own listener has removed it and reported it on the pool.
      client.on('error', (error) => {
        this.#failed.set(client, error);
        this.#lost(client, error);
      });
      this.#guardQueries(client);
    });
    // drizzle's queries outside a transaction: checked out like a transaction's, so that they
    // share its guard (pg-pool's own `query()` keeps a failed client's raw error).
    const poolQuery = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const submittable = typeof (text as { submit?: unknown } | null)?.submit === 'function';
      if (submittable || typeof values === 'function' || typeof callback === 'function') {
        return poolQuery(text, values, callback);
      }
      return this.connect().then(async (client) => {
        try {
          return await client.query(text as pg.QueryConfig, values as unknown[] | undefined);
        } finally {
          client.release();
        }
      });
    }) as typeof this.query;
  }

  /**
   * A checked-out client whose connection is gone is reported and goes back to pg-pool now,
   * with the error: it is closed.
   */
  #lost(client: pg.PoolClient, error: Error): void {
    const release = this.#checkedOut.get(client);
    if (!release) return;
    this.#onConnectionError(error);
    release(error);
  }

  /** Connection-loss errors of every query become `DatabaseUnavailableError` and free the client. */
  #guardQueries(client: pg.PoolClient): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const failed = (error: unknown) => {
      const translated = translate(error);
      if (translated !== error) this.#lost(client, error as Error);
      return translated;
    };
    client.query = ((...args: unknown[]) => {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) =>
          callback(error ? failed(error) : error, result);
        return query(...args);
      }
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        throw failed(error);
      });
    }) as typeof client.query;
  }

  /** Wraps the client's release: once only; with the error that broke it, if any. */
  #checkOut(client: pg.PoolClient): pg.PoolClient {
    const release = client.release as Release;
    let released = false;
    const releaseOnce: Release = (error) => {
      if (released) return;
      released = true;
      this.#checkedOut.delete(client);
      release(error);
    };
    this.#checkedOut.set(client, releaseOnce);
    client.release = releaseOnce;
    return client;
  }

  /** A client that failed before it was handed on goes back with its error; else it is guarded. */
  #handOn(client: pg.PoolClient): pg.PoolClient | Error {
    const failure = this.#failed.get(client);
    if (!failure) return this.#checkOut(client);
    this.#onConnectionError(failure);
    (client.release as Release)(failure);
    return new DatabaseUnavailableError(failure);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      // A connection that failed on its way is replaced: twice at most, then the caller is told.
      const attempt = (left: number): Promise<pg.PoolClient> =>
        super.connect().then(
          (client) => {
            const handed = this.#handOn(client);
            if (!(handed instanceof Error)) return handed;
            return left > 0 ? attempt(left - 1) : Promise.reject(handed);
          },
          (error: unknown) => Promise.reject(translate(error)),
        );
      return attempt(2);
    }
    // pg-pool's own `query()` checks out this way.
    super.connect((error, client, done) => {
      if (error || !client) return callback(translate(error) as Error, client, done);
      const handed = this.#handOn(client);
      if (handed instanceof Error) return callback(handed, undefined, () => undefined);
      callback(undefined, handed, handed.release as (release?: unknown) => void);
    });
  }
}
