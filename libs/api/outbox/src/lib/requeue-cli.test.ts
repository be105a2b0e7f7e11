import { leadDeliveries, leads, openDatabase } from '@corp/api/db';
import type { DatabaseHandle } from '@corp/api/db';
import { sourceMigrationsFolder } from '@corp/api/db/testing';
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../../../..');

/** Runs the bundled `npm run outbox:requeue` in a process of its own on `dataDir`. */
function requeue(script: string, dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: workspaceRoot,
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run outbox:requeue on PGlite', () => {
  let dir: string;
  let script: string;
  beforeAll(() => {
    // Inside the workspace: the bundle's packages load from its node_modules.
    mkdirSync(path.join(workspaceRoot, 'dist'), { recursive: true });
    dir = mkdtempSync(path.join(workspaceRoot, 'dist', '.requeue-cli-test-'));
    // The command bundled as `nx build api` bundles it, with the migrations beside it.
    const built = spawnSync(
      process.execPath,
      [
        'tools/scripts/build-node.mjs',
        'apps/api/src/outbox-requeue.ts',
        path.join(dir, 'dist'),
        '--copy',
        'libs/api/db/migrations:migrations',
      ],
      { cwd: workspaceRoot, encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(built.stderr);
    script = path.join(dir, 'dist', 'outbox-requeue.js');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function openWithDeadDelivery(dataDir: string): Promise<DatabaseHandle> {
    const handle = await openDatabase({ dataDir, migrationsFolder: sourceMigrationsFolder });
    const id = randomUUID();
    await handle.db
      .insert(leads)
      .values({ id, type: 'contact', locale: 'en', email: 'a@b.example', fields: {} });
    await handle.db
      .insert(leadDeliveries)
      .values({ leadId: id, target: 'webhook', status: 'dead' });
    return handle;
  }
  const statuses = async (handle: DatabaseHandle) =>
    (await handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries)).map(
      (row) => row.status,
    );

  it('refuses while the server has the database open, and requeues once it is stopped', async () => {
    const dataDir = path.join(dir, 'data');
    // This test's process stands for the running server.
    const server = await openWithDeadDelivery(dataDir);
    try {
      const refused = await requeue(script, dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stdout).not.toContain('Requeued');
      expect(refused.stderr).toContain(`is open in process ${process.pid}`);
      expect(refused.stderr).toContain('Stop that process (the server) and run this again');
      expect(await statuses(server)).toEqual(['dead']);
    } finally {
      await server.close();
    }

    const done = await requeue(script, dataDir);
    expect([done.code, done.stderr]).toEqual([0, '']);
    expect(done.stdout).toContain('Requeued 1 dead delivery');
    const reopened = await openDatabase({ dataDir, migrationsFolder: sourceMigrationsFolder });
    try {
      expect(await statuses(reopened)).toEqual(['retry']);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
