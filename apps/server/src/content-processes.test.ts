/**
 * Publishing across web-server processes on one PostgreSQL database (issue 43, points 4, 5, 7):
 * two real server processes (bundled, with a stand-in main site whose pages read events as the
 * real loaders do, with the page, data and content caches on for minutes). A publish, a preview
 * link and a schedule made through one process show on the other; a dropped LISTEN connection
 * is reopened. Runs where PostgreSQL answers (TEST_DATABASE_URL); elsewhere it says why not.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { bundleServerProcess, freePort, workspaceRoot } from './testing/server-bundle';

const databaseServer = process.env['TEST_DATABASE_URL'];
const describeOnPostgres = databaseServer ? describe : describe.skip;
const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const ADMIN = { login: 'publisher', password: `publish-${runId}-secret` };
const firstEvent = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(workspaceRoot, 'content', 'events', `${locale}.json`), 'utf8'),
  )[0];

interface Node {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

describeOnPostgres('publishing across web-server processes on PostgreSQL', () => {
  let databaseUrl: string;
  let databaseName: string;
  let bundleDir: string;
  let db: pg.Client;
  const nodes: Node[] = [];
  let a: Node;
  let b: Node;
  let session: { cookie: string; csrf: string };

  async function start(name: string): Promise<Node> {
    const port = await freePort();
    const script = path.join(bundleDir, 'content-node.js');
    const child = spawn(process.execPath, [script], {
      cwd: workspaceRoot,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITES: 'main',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(bundleDir, `data-${name}`),
        CONTENT_DIR: path.join(workspaceRoot, 'content'),
        ADMIN_USER: ADMIN.login,
        ADMIN_PASSWORD: ADMIN.password,
        // Every cache kept for ten minutes: only the notification can explain a fresh page.
        PAGE_CACHE_MS: '60000',
        PAGE_DATA_CACHE_MS: '600000',
        CONTENT_CACHE_MS: '600000',
        SCHEDULE_POLL_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const node = { name, port, child, output, exited };
    nodes.push(node);
    const began = Date.now();
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (ready?.status === 200) return node;
      if (child.exitCode !== null || Date.now() - began > 90_000)
        throw new Error(`${name} did not become ready:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A request to a process as its main host. */
  const call = (node: Node, url: string, init: RequestInit = {}) =>
    fetch(`http://localhost:${node.port}${url}`, { redirect: 'manual', ...init });
  const admin = (node: Node, method: string, url: string, body?: object) =>
    call(node, `/admin/api/content${url}`, {
      method,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        'content-type': 'application/json',
      },
      ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
    });

  /** Asks `node` for `url` until `done` accepts it; no time limit but the test's. */
  async function until(node: Node, url: string, done: (status: number, body: string) => boolean) {
    for (;;) {
      const response = await call(node, url);
      const body = await response.text();
      if (done(response.status, body)) return { response, body };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function draftEvent(code: string, name: string) {
    for (const locale of ['en', 'ru']) {
      const data = { ...firstEvent(locale), code, name: `${name} ${locale}` };
      const saved = await admin(a, 'PUT', `/events/${code}/${locale}`, { data });
      expect(saved.status).toBe(200);
    }
  }

  beforeAll(async () => {
    databaseName = `content_processes_${runId}`;
    const server = new pg.Client({ connectionString: databaseServer });
    await server.connect();
    await server.query(`CREATE DATABASE "${databaseName}"`);
    await server.end();
    const url = new URL(databaseServer as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => undefined);
    bundleDir = path.join(workspaceRoot, 'dist', '.content-processes-test', runId);
    await bundleServerProcess(bundleDir, 'content-node');
    a = await start('a');
    b = await start('b');
    await db.connect();
    const signIn = await call(a, '/admin/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN.login, password: ADMIN.password }),
    });
    expect(signIn.status).toBe(200);
    session = {
      cookie: (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] as string,
      csrf: ((await signIn.json()) as { csrfToken: string }).csrfToken,
    };
  }, 180_000);

  afterAll(async () => {
    for (const node of nodes) if (node.child.exitCode === null) node.child.kill('SIGTERM');
    await Promise.all(nodes.map((node) => node.exited));
    await db?.end().catch(() => undefined);
    if (databaseName) {
      const server = new pg.Client({ connectionString: databaseServer });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await server.end();
    }
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  }, 60_000);

  it('a publish in one process is served by the other, though everything is cached', async () => {
    const code = `processes-day-${runId.replace('_', '-')}`;
    // B has the event list and the missing page in its caches.
    expect((await call(b, `/events/${code}/`)).status).toBe(404);
    expect(await (await call(b, '/events/')).text()).not.toContain('Across en');
    expect((await admin(a, 'POST', '/events', { site: 'main', key: code })).status).toBe(201);
    await draftEvent(code, 'Across');
    expect((await admin(a, 'POST', `/events/${code}/publish`)).status).toBe(200);

    await until(
      b,
      `/events/${code}/`,
      (status, body) => status === 200 && body.includes('Across en'),
    );
    await until(b, '/events/', (_status, body) => body.includes('Across en'));
    await until(b, '/sitemap.xml', (_status, body) => body.includes(`/ru/events/${code}/`));
    const lastModified = await call(b, '/lastmodified.txt');
    expect(Date.now() - Date.parse((await lastModified.text()).trim())).toBeLessThan(600_000);
  });

  it('a dropped LISTEN connection is opened again and the next publish still arrives', async () => {
    const code = `processes-relisten-${runId.replace('_', '-')}`;
    expect((await admin(a, 'POST', '/events', { site: 'main', key: code })).status).toBe(201);
    await draftEvent(code, 'Before');
    expect((await admin(a, 'POST', `/events/${code}/publish`)).status).toBe(200);
    await until(b, `/events/${code}/`, (_status, body) => body.includes('Before en'));
    const dropped = await db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen%'`,
    );
    expect(dropped.rowCount).toBeGreaterThanOrEqual(2);
    // Both processes listen again (no other session of theirs waits on LISTEN).
    for (;;) {
      const listening = await db.query(
        `select count(*)::int as count from pg_stat_activity
         where datname = current_database() and query ilike 'listen%'`,
      );
      if (listening.rows[0].count >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await draftEvent(code, 'After');
    expect((await admin(a, 'POST', `/events/${code}/publish`)).status).toBe(200);
    await until(b, `/events/${code}/`, (_status, body) => body.includes('After en'));
  });

  it('a preview link made on one process opens the draft on the other, for its holder only', async () => {
    const code = `processes-preview-${runId.replace('_', '-')}`;
    expect((await admin(a, 'POST', '/events', { site: 'main', key: code })).status).toBe(201);
    await draftEvent(code, 'Preview');
    const link = await admin(a, 'POST', `/events/${code}/preview`, { locale: 'ru' });
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const target = new URL(url);
    expect(target.pathname).toBe(`/ru/events/${code}/`);
    const preview = await call(b, `${target.pathname}${target.search}`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Preview ru');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    for (const node of [a, b]) {
      const visitor = await call(node, target.pathname);
      expect(visitor.status).toBe(404);
      expect(await visitor.text()).not.toContain('Preview ru');
    }
  });

  it('a scheduled unpublish runs once, by whichever process, and both stop serving the event', async () => {
    const code = `processes-schedule-${runId.replace('_', '-')}`;
    expect((await admin(a, 'POST', '/events', { site: 'main', key: code })).status).toBe(201);
    await draftEvent(code, 'Scheduled');
    expect((await admin(a, 'POST', `/events/${code}/publish`)).status).toBe(200);
    await until(b, `/events/${code}/`, (status) => status === 200);
    const runAt = new Date(Date.now() + 1_500).toISOString();
    const scheduled = await admin(a, 'POST', `/events/${code}/schedules`, {
      action: 'unpublish',
      runAt,
    });
    expect(scheduled.status).toBe(201);
    await until(b, `/events/${code}/`, (status) => status === 404);
    await until(a, `/events/${code}/`, (status) => status === 404);
    const rows = await db.query(
      `select outcome, done_at from content_schedules where kind = 'events' and key = $1`,
      [code],
    );
    expect(rows.rows).toEqual([{ outcome: 'unpublished', done_at: expect.any(Date) }]);
    const audits = await db.query(
      `select count(*)::int as count from audit_log
       where action = 'content.scheduled-unpublish' and target_id = $1`,
      [`events/${code}`],
    );
    expect(audits.rows[0].count).toBe(1);
  });
});
