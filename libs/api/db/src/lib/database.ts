import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
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
  /** Called when an idle PostgreSQL connection fails (default: console.error). */
  onIdleError?: (error: Error) => void;
  /** node-postgres pool size. */
  poolSize?: number;
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
async function migrateExclusively(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Opens PostgreSQL (when `databaseUrl` is set) or PGlite, and brings it to the latest migration. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', (error) => (options.onIdleError ?? console.error)(error));
    try {
      const db = drizzlePg(pool, { schema });
      await migrateExclusively(pool, options.migrationsFolder);
      return {
        db: db as unknown as Database,
        driver: 'postgres',
        location: redact(options.databaseUrl),
        close: () => pool.end(),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const inMemory = !options.dataDir || options.dataDir === 'memory';
  if (!inMemory) mkdirSync(options.dataDir as string, { recursive: true });
  const client = inMemory
    ? new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {})
    : new PGlite(options.dataDir);
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      location: inMemory ? 'memory' : (options.dataDir as string),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}
