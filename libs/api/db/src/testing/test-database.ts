import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../lib/database';
import type { DatabaseHandle, OpenDatabaseOptions } from '../lib/database';

/** The migrations in this repository, for tests and tools that run from the source tree. */
export const sourceMigrationsFolder = path.resolve(__dirname, '../../migrations');

/** What the image depends on: every file of the migrations and PGlite's version. */
function imageKey(): string {
  const hash = createHash('sha256');
  const pglite = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  hash.update(JSON.parse(readFileSync(path.join(pglite, 'package.json'), 'utf8')).version);
  const files = readdirSync(sourceMigrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(sourceMigrationsFolder, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A whole tar file (what `dumpDataDir('none')` writes): 512-byte blocks, `ustar` in the first header. */
const isTar = (bytes: Buffer) =>
  bytes.length >= 1024 &&
  bytes.length % 512 === 0 &&
  bytes.subarray(257, 262).toString('latin1') === 'ustar';

const IMAGE_NAME = /^corp-test-pglite-[0-9a-f]{16}\.tar$/;
let imagePath: string | undefined;
/** The image's file; its key hashes the migrations, so it is worked out once per test file. */
const imageFile = () => (imagePath ??= path.join(tmpdir(), `corp-test-pglite-${imageKey()}.tar`));
let image: Promise<Blob> | undefined;

/**
 * A new PGlite runs initdb, about 1.5 s of every test database; one started from the image of
 * a migrated data directory takes about 0.4 s. The image is made once per machine, kept in the
 * temp directory under the hash of the migrations and PGlite's version (written to a file of
 * its own, then renamed: another test process reads all of it or none), and held in memory for
 * the test file's later databases.
 */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = imageFile();
    if (existsSync(file)) {
      const kept = readFileSync(file);
      if (isTar(kept)) return new Blob([kept]);
    }
    // Images of other migrations (an earlier checkout's) are 40 MB each: one is kept.
    for (const name of readdirSync(tmpdir())) {
      if (!IMAGE_NAME.test(name) || name === path.basename(file)) continue;
      rmSync(path.join(tmpdir(), name), { force: true });
    }
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder: sourceMigrationsFolder });
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await client.close();
    }
  })();
  return image;
}

/** An in-memory PGlite from the image; an image it cannot load is removed, for the next run. */
async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  const pgliteImage = await migratedImage();
  try {
    return await openDatabase({ migrationsFolder: sourceMigrationsFolder, pgliteImage });
  } catch (error) {
    const file = imageFile();
    rmSync(file, { force: true });
    throw new Error(`PGlite did not start from the test image ${file}; it is removed`, {
      cause: error,
    });
  }
}

/** How a PostgreSQL test database is reached (ignored on PGlite). */
export type TestDatabaseOptions = Pick<
  OpenDatabaseOptions,
  'connectTimeoutMs' | 'queryTimeoutMs' | 'onConnectionError'
> & {
  /** The pool connects to this port of the server's host (a `FaultProxy`), not the server's. */
  port?: number;
};

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when `TEST_DATABASE_URL`
 * is set, a new database on that PostgreSQL server that `close()` drops again.
 */
export async function openTestDatabase(
  env: NodeJS.ProcessEnv = process.env,
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteTestDatabase();

  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { port, ...connection } = options;
  if (port !== undefined) url.port = String(port);
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    migrationsFolder: sourceMigrationsFolder,
    poolSize: 4,
    ...connection,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // The pool's sockets close just after `end()` resolves; forcing the drop would kill a
        // closing connection under the test's feet, so wait for them instead.
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS "${name}"`);
            break;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A connection of the test's own to the PostgreSQL test database behind `handle` (from
 * `TEST_DATABASE_URL`), for injecting faults: `pg_terminate_backend` on the handle's sessions.
 */
export async function openSideConnection(
  handle: DatabaseHandle,
  env: NodeJS.ProcessEnv = process.env,
): Promise<pg.Client> {
  if (!env.TEST_DATABASE_URL || handle.driver !== 'postgres') {
    throw new Error('A side connection needs the PostgreSQL test database (TEST_DATABASE_URL)');
  }
  const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(env.TEST_DATABASE_URL);
  url.pathname = `/${result.rows[0]?.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  // Its own session ends with the test; nothing it reports matters to the test.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
