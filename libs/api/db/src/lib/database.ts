import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { GuardedPool } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle handle the API uses, the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` (embedded, in `dataDir` or in memory) or `postgres` (a server at `url`). */
  driver: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log: a directory, `memory`, or the URL without password. */
  location: string;
  /**
   * Resolves when the database answers `select 1` within `timeoutMs` (default 2 s), rejects
   * otherwise: readiness. A probe that times out on PostgreSQL closes its connection.
   */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory; absent or `memory` keeps the database in memory. */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this image of a data directory (`dumpDataDir`) instead of
   * running initdb; the migrations not in it are applied as usual. Ignored on PostgreSQL and with
   * a `dataDir`.
   */
  pgliteImage?: Blob;
  /** Applied before the handle is returned. */
  migrationsFolder: string;
  /** Called when a PostgreSQL connection fails, idle or in use (default: one line on stderr). */
  onConnectionError?: (error: Error) => void;
  /** node-postgres pool size. */
  poolSize?: number;
  /**
   * Longest wait for a PostgreSQL connection, new or from a full pool (default 5 s); then the
   * request fails with `DatabaseUnavailableError` (503).
   */
  connectTimeoutMs?: number;
  /**
   * Longest wait for the answer to one statement (default 15 s), for a server that stopped
   * answering without closing the connection; the connection is then closed. Migrations have
   * no such limit.
   */
  queryTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 15_000;
const DEFAULT_PING_TIMEOUT_MS = 2_000;

/** A connection error as one line: no stack, nothing but the driver's code and message. */
const logConnectionError = (error: Error) =>
  console.error(
    `PostgreSQL connection lost: ${(error as { code?: string }).code ?? error.name} ${error.message}`,
  );

/** Rejects after `ms` unless `work` settled first. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the database did not answer within ${ms} ms`)),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/** The advisory lock every process takes to migrate: one at a time, the others wait and see it done. */
export const MIGRATION_LOCK = 727273;

/**
 * Several processes starting at once against one fresh database (a deploy) would each try to
 * create the same tables: one migrates under a session advisory lock, the others find it done.
 */
async function migrateExclusively(
  connection: pg.ClientConfig,
  migrationsFolder: string,
): Promise<void> {
  // A connection of its own, without the pool's statement timeout: the lock may be held for
  // as long as another process migrates, and a migration may rewrite a large table.
  const client = new pg.Client(connection);
  let lost: Error | undefined;
  client.on('error', (error) => (lost = error));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      if (!lost) await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Opens PostgreSQL (when `databaseUrl` is set) or PGlite, and brings it to the latest migration. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const connection: pg.ClientConfig = {
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      // The kernel probes an idle connection whose server vanished without closing it.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    };
    // A connection the server drops, idle or in use (restart, failover, pooler restart), is
    // closed and replaced on the next checkout; the request using it fails with a 503.
    const pool = new GuardedPool({
      ...connection,
      max: options.poolSize ?? 10,
      query_timeout: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      onConnectionError: options.onConnectionError ?? logConnectionError,
    });
    try {
      await migrateExclusively(connection, options.migrationsFolder);
      const db = drizzlePg(pool, { schema });
      return {
        db: db as unknown as Database,
        driver: 'postgres',
        location: redact(options.databaseUrl),
        async ping(timeoutMs = DEFAULT_PING_TIMEOUT_MS) {
          // `query_timeout` per query is node-postgres's, missing from its types.
          const probe = { text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig;
          await within(pool.query(probe), timeoutMs);
        },
        // A server that stopped answering never acknowledges the goodbye: the stop goes on
        // without it (the sockets close with the process).
        close: () => within(pool.end(), connectTimeoutMs).catch(() => undefined),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const inMemory = !options.dataDir || options.dataDir === 'memory';
  let unlock: () => void = () => undefined;
  if (!inMemory) {
    mkdirSync(options.dataDir as string, { recursive: true });
    // One process at a time: a second one (`npm run outbox:requeue` beside the server) is
    // refused with the first one's pid instead of writing to a copy whose changes are lost.
    unlock = lockDataDir(options.dataDir as string);
  }
  let client: PGlite | undefined;
  try {
    client = inMemory
      ? new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {})
      : new PGlite(options.dataDir);
    const pglite = client;
    const db = drizzlePglite(pglite, { schema });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      location: inMemory ? 'memory' : (options.dataDir as string),
      async ping(timeoutMs = DEFAULT_PING_TIMEOUT_MS) {
        await within(pglite.query('select 1'), timeoutMs);
      },
      async close() {
        try {
          await pglite.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}
