import { openTestDatabase, sourceMigrationsFolder } from '@corp/api/db/testing';
import type { TestDatabaseOptions } from '@corp/api/db/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiServer } from '../lib/api-server';
import { loadApiConfig } from '../lib/config';
import { openApiRuntime } from '../lib/runtime';
import type { ApiRuntime } from '../lib/runtime';

export const repoContentDir = path.resolve(__dirname, '../../../../../content');

/**
 * The test API's clock (`CONTENT_NOW`): the seed content's events and webinars split into
 * upcoming and past the same way whatever day the tests run (after the webinar of 26 November
 * 2026 was announced, before it was held). An `env` with its own `CONTENT_NOW` overrides it.
 */
export const TEST_CONTENT_NOW = '2026-11-20T12:00:00Z';

/**
 * The API's runtime on a fresh test database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * loaded with the repository's content, the outbox worker not started; `close()` removes it all.
 * Its content calls split upcoming and past at `TEST_CONTENT_NOW`.
 */
export async function openTestRuntime(
  env: Record<string, string> = {},
  databaseOptions: TestDatabaseOptions = {},
): Promise<ApiRuntime> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const config = loadApiConfig({
    CONTENT_DIR: repoContentDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CONTENT_NOW: TEST_CONTENT_NOW,
    ...env,
  });
  const database = await openTestDatabase(process.env, databaseOptions);
  try {
    const runtime = await openApiRuntime(config, {
      migrationsFolder: sourceMigrationsFolder,
      database,
      startWorker: false,
    });
    return {
      ...runtime,
      async close() {
        await runtime.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** `openTestRuntime` served by a standalone API server (use `app.inject`). */
export async function openTestApi(
  env: Record<string, string> = {},
  databaseOptions: TestDatabaseOptions = {},
) {
  const runtime = await openTestRuntime(env, databaseOptions);
  const app = createApiServer({ runtime, version: 'test' });
  await app.ready();
  return {
    app,
    runtime,
    config: runtime.config,
    async close() {
      await app.close();
      await runtime.close();
    },
  };
}
export type TestApi = Awaited<ReturnType<typeof openTestApi>>;
