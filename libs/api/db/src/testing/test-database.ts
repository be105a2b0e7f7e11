import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../lib/database';
import type { DatabaseHandle } from '../lib/database';

/** The migrations in this repository, for tests and tools that run from the source tree. */
export const sourceMigrationsFolder = path.resolve(__dirname, '../../migrations');

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when `TEST_DATABASE_URL`
 * is set, a new database on that PostgreSQL server that `close()` drops again.
 */
export async function openTestDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<DatabaseHandle> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ migrationsFolder: sourceMigrationsFolder });

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
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    migrationsFolder: sourceMigrationsFolder,
    poolSize: 4,
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
