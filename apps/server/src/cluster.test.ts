/**
 * Several web-server processes on one PostgreSQL database and one Redis (issue 18): two real
 * server processes (the production process code, bundled, with a stand-in for the main site's
 * build) take 2,000 leads between them while one is stopped with SIGTERM and started again.
 * Runs where PostgreSQL (TEST_DATABASE_URL, set by .ci/run) and Redis (TEST_REDIS_URL or
 * 127.0.0.1:6379) answer; elsewhere it says why it did not run.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { contact, multipart, resumeFields } from '@corp/api/http/testing';
import { bundleServerProcess, freePort, workspaceRoot } from './testing/server-bundle';

const databaseServer = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const ADMIN = { user: 'ops', password: `cluster-${runId}` };
const ADMIN_AUTH = `Basic ${Buffer.from(`${ADMIN.user}:${ADMIN.password}`).toString('base64')}`;
const LEADS = 2_000;
const CONCURRENCY = 12;

const answers = (url: string, fallbackPort: number) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port || fallbackPort), hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
  });

/** Why the test cannot run here, or undefined when PostgreSQL and Redis both answer. */
async function missingService(): Promise<string | undefined> {
  if (!databaseServer)
    return 'TEST_DATABASE_URL is not set (.ci/run sets it when PostgreSQL answers on 127.0.0.1:5432)';
  if (!(await answers(databaseServer, 5432)))
    return `PostgreSQL does not answer at ${databaseServer}`;
  if (!(await answers(redisUrl, 6379))) return `Redis does not answer at ${redisUrl}`;
  return undefined;
}

interface Answer {
  status?: number;
  headers?: IncomingHttpHeaders;
  body?: Buffer;
  /** The socket error's code when there was no answer (ECONNREFUSED: never reached a server). */
  error?: string;
}

/** One request on a connection of its own: no keep-alive socket is shared between requests. */
function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string> },
  body?: Buffer | ((request: ReturnType<typeof httpRequest>) => void),
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    if (typeof body === 'function') body(request);
    else request.end(body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body?.toString('utf8') ?? 'null');

/** A web-server process of the test: its port, output and exit. */
interface Node {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

describe('several web-server processes on one PostgreSQL and Redis', () => {
  let skip: string | undefined;
  let databaseUrl: string;
  let databaseName: string;
  let bundleDir: string;
  let script: string;
  let webhook: { server: Server; url: string; calls: { key: string; path: string }[] };
  const nodes: Node[] = [];
  let db: pg.Client;
  const redisPrefix = `cluster-test-${runId}:`;

  function start(name: string, port: number, env: Record<string, string> = {}): Node {
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
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: redisPrefix,
        MARKETING_WEBHOOK_URL: webhook.url,
        OUTBOX_POLL_MS: '100',
        OUTBOX_BATCH: '50',
        ADMIN_USER: ADMIN.user,
        ADMIN_PASSWORD: ADMIN.password,
        // The 2,000 leads come from one address (the test): far above the default 60 a minute.
        LEAD_RATE_LIMIT: '100000',
        SHUTDOWN_DELAY_MS: '600',
        SHUTDOWN_TIMEOUT_MS: '15000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const node = { name, port, child, output, exited };
    nodes.push(node);
    return node;
  }

  /** Waits until the process answers readiness with 200. */
  async function ready(node: Node): Promise<void> {
    const began = Date.now();
    for (;;) {
      const answer = await send(node.port, { path: '/readyz' });
      if (answer.status === 200) return;
      if (node.child.exitCode !== null || Date.now() - began > 90_000)
        throw new Error(`${node.name} did not become ready:\n${node.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function stop(node: Node): Promise<number | null> {
    if (node.child.exitCode === null && node.child.pid) process.kill(node.child.pid, 'SIGTERM');
    return node.exited;
  }

  beforeAll(async () => {
    skip = await missingService();
    if (skip) {
      console.warn(`The multi-process test is not run: ${skip}`);
      return;
    }
    databaseName = `cluster_${runId}`;
    const admin = new pg.Client({ connectionString: databaseServer });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    await admin.end();
    const url = new URL(databaseServer as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();

    // The production process code, bundled the way `nx build server` bundles it.
    bundleDir = path.join(workspaceRoot, 'dist', '.cluster-test', runId);
    script = await bundleServerProcess(bundleDir);

    // The marketing webhook: every delivery it gets, by its Idempotency-Key (the delivery id).
    const calls: { key: string; path: string }[] = [];
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        calls.push({ key: String(request.headers['idempotency-key']), path: request.url ?? '' });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    webhook = {
      server,
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
      calls,
    };
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    if (skip) return;
    for (const node of nodes) {
      if (node.child.exitCode === null && node.child.pid) {
        process.kill(node.child.pid, 'SIGTERM');
        const timer = setTimeout(
          () => node.child.pid && process.kill(node.child.pid, 'SIGKILL'),
          20_000,
        );
        await node.exited;
        clearTimeout(timer);
      }
    }
    await db?.end();
    await new Promise((resolve) => webhook?.server.close(resolve));
    const admin = new pg.Client({ connectionString: databaseServer });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(redisUrl, { lazyConnect: true });
    await redis.connect();
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  }, 120_000);

  it('shares leads, files, deliveries and limits, and restarts without losing a request', async () => {
    if (skip) {
      console.warn(`Skipped: ${skip}`);
      return;
    }
    const timings: Record<string, number> = {};
    let phaseStart = Date.now();
    const phase = (name: string) => {
      timings[name] = Date.now() - phaseStart;
      phaseStart = Date.now();
      if (process.env['CLUSTER_TEST_VERBOSE']) console.log(name, timings[name]);
    };
    const [portA, portB] = [await freePort(), await freePort()];
    let a = start('a', portA);
    const b = start('b', portB);
    await Promise.all([ready(a), ready(b)]);
    phase('start two processes');

    // 2,000 leads; every tenth repeats the key (and body) of a lead five places earlier, which
    // went to the other process. Even places go to a, odd ones to b.
    const plan = Array.from({ length: LEADS }, (_, index) => {
      const original = index % 10 === 9 ? index - 5 : index;
      const subscribe = original % 2 === 0;
      return {
        index,
        key: `lead-${runId}-${original}`,
        repeatOf: original === index ? undefined : original,
        path: subscribe ? '/api/v1/subscribe/' : '/api/v1/feedback/',
        body: subscribe
          ? { email: `reader${original}@example.com`, locale: 'en' }
          : { ...contact, email: `buyer${original}@example.com`, comment: `lead ${original}` },
      };
    });
    const results: { status?: number; id?: string; replayed: boolean; failedOver: boolean }[] = [];
    /** Answers that were not a 201: a request that reached a process and failed. */
    const failures: string[] = [];
    let refused = 0;
    let done = 0;

    // The test is the load balancer. It asks each process's readiness every 50 ms and sends
    // only to ready ones (a process told to stop answers 503 for SHUTDOWN_DELAY_MS before its
    // port closes); a refused connection (a port closed, a process starting) goes to the other
    // process with the same Idempotency-Key. Any other error counts as a failed request.
    const ports = () => [a.port, b.port];
    const readyNow = [true, true];
    let probing = true;
    const prober = Promise.all(
      [0, 1].map(async (which) => {
        while (probing) {
          const answer = await send(ports()[which] as number, { path: '/readyz' });
          readyNow[which] = answer.status === 200;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    async function deliver(step: (typeof plan)[number]) {
      let target = step.index % 2;
      let failedOver = false;
      for (let attempt = 0; attempt < 400; attempt += 1) {
        if (!readyNow[target]) {
          if (readyNow[1 - target]) {
            failedOver = true;
            target = 1 - target;
          } else {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
        }
        const answer = await send(
          ports()[target] as number,
          {
            method: 'POST',
            path: step.path,
            headers: { 'content-type': 'application/json', 'idempotency-key': step.key },
          },
          Buffer.from(JSON.stringify(step.body)),
        );
        if (answer.error === 'ECONNREFUSED') {
          refused += 1;
          failedOver = true;
          target = 1 - target;
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        if (answer.status !== 201)
          failures.push(`#${step.index}: ${answer.status ?? answer.error} ${answer.body ?? ''}`);
        results[step.index] = {
          status: answer.status,
          id: answer.status === 201 ? json(answer).data.id : undefined,
          replayed: answer.headers?.['idempotent-replayed'] === 'true',
          failedOver,
        };
        return;
      }
      failures.push(`#${step.index}: no process took it`);
    }

    // Half-way, a is told to stop (SIGTERM) while requests are in flight on it, a resume upload
    // among them whose body is still arriving; once it has exited, it starts again.
    const pdf = Buffer.from(`%PDF-1.4\n% cluster ${runId}\n${'x'.repeat(64_000)}\n%%EOF\n`);
    const upload = multipart(resumeFields, [{ field: 'file', name: 'cv.pdf', bytes: pdf }]);
    let restart: Promise<void> | undefined;
    let slowUpload: Promise<Answer> | undefined;
    const readinessAfterSigterm: (number | string | undefined)[] = [];
    let stoppedWith: number | null | undefined;
    const sigtermAt = LEADS / 2;
    function restartA() {
      const stopping = a;
      // The upload's first half is sent now, the rest once the port has closed.
      slowUpload = send(
        stopping.port,
        {
          method: 'POST',
          path: '/api/v1/feedback-resume/?locale=en',
          headers: { ...upload.headers, 'content-length': String(upload.payload.length) },
        },
        (request) => {
          const half = Math.floor(upload.payload.length / 2);
          request.write(upload.payload.subarray(0, half));
          setTimeout(() => request.end(upload.payload.subarray(half)), 1_500);
        },
      );
      return (async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        process.kill(stopping.child.pid as number, 'SIGTERM');
        // Readiness turns 503 at once; the port stays open SHUTDOWN_DELAY_MS (0.6 s), then closes.
        for (let probe = 0; probe < 40; probe += 1) {
          const answer = await send(stopping.port, { path: '/readyz' });
          readinessAfterSigterm.push(answer.status ?? answer.error);
          if (answer.error) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        stoppedWith = await stopping.exited;
        a = start('a2', stopping.port);
        await ready(a);
      })();
    }

    const queue = [...plan];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let step = queue.shift(); step; step = queue.shift()) {
          await deliver(step);
          done += 1;
          if (done === sigtermAt) restart = restartA();
        }
      }),
    );
    await restart;
    probing = false;
    await prober;
    const uploaded = await (slowUpload as Promise<Answer>);
    phase(`${LEADS} leads, one process restarted`);

    // No request that reached a process failed, the stopping one's in-flight upload included.
    expect(failures).toEqual([]);
    expect(stoppedWith).toBe(0);
    expect(readinessAfterSigterm).toContain(503);
    // Then the port closes: refused, or reset when the probe connected in the instant of closing.
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(readinessAfterSigterm.at(-1));
    expect(uploaded.status).toBe(201);
    const failovers = results.filter((result) => result?.failedOver).length;
    expect(failovers).toBeGreaterThan(0);

    // Every 201 has its row, none twice: one lead per distinct key; of a key's two requests
    // (on different processes, maybe at the same time) one stored it, the other replayed it.
    const ids = new Map<string, string>();
    for (const step of plan) {
      const result = results[step.index];
      expect(result?.status).toBe(201);
      if (step.repeatOf === undefined) ids.set(step.key, result?.id as string);
    }
    for (const step of plan.filter((one) => one.repeatOf !== undefined)) {
      const [first, second] = [results[step.repeatOf as number], results[step.index]];
      expect(second?.id).toBe(first?.id);
      expect([first?.replayed, second?.replayed].sort()).toEqual([false, true]);
    }
    const uploadId = json(uploaded).data.id as string;
    const rows = await db.query<{ id: string; email: string }>('select id, email from leads');
    const distinct = LEADS - LEADS / 10;
    expect(new Set(ids.values()).size).toBe(distinct);
    expect(rows.rowCount).toBe(distinct + 1);
    expect(new Set(rows.rows.map((row) => row.id))).toEqual(new Set([...ids.values(), uploadId]));

    // The resume uploaded through a (while it stopped) downloads through b.
    const [file] = (
      await db.query<{ id: string }>('select id from lead_files where lead_id = $1', [uploadId])
    ).rows;
    const download = await send(b.port, {
      path: `/admin/api/files/${file?.id}`,
      headers: { authorization: ADMIN_AUTH },
    });
    expect(download.status).toBe(200);
    expect(download.body?.equals(pdf)).toBe(true);

    // Each lead reaches the webhook once, whichever process's worker sent it.
    const began = Date.now();
    for (;;) {
      const { rows: pending } = await db.query<{ count: string }>(
        "select count(*) from lead_deliveries where target = 'webhook' and status <> 'delivered'",
      );
      if (Number(pending[0]?.count) === 0) break;
      if (Date.now() - began > 60_000) throw new Error(`${pending[0]?.count} not delivered`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    phase('last delivery');
    const deliveries = await db.query<{ id: string; lead_id: string; attempts: number }>(
      "select id::text, lead_id, attempts from lead_deliveries where target = 'webhook'",
    );
    expect(deliveries.rowCount).toBe(distinct + 1);
    const keys = webhook.calls.map((call) => call.key);
    expect(keys).toHaveLength(distinct + 1);
    expect(new Set(keys)).toEqual(new Set(deliveries.rows.map((row) => row.id)));

    // What an operator sees: both processes count the same outbox (it is the database's).
    const scraped = await send(b.port, {
      path: '/metrics',
      headers: { authorization: ADMIN_AUTH },
    });
    expect(scraped.body?.toString()).toContain(
      `lead_deliveries{target="webhook",state="delivered"} ${distinct + 1}\n`,
    );
    expect(scraped.body?.toString()).toMatch(/leads_accepted_total\{type="subscribe"\} \d+/);

    expect(await Promise.all([stop(a), stop(b)])).toEqual([0, 0]);

    // The limit on leads counts an address's requests to every process together (Redis).
    const [portC, portD] = [await freePort(), await freePort()];
    // Counters of their own (the 2,000 leads above were counted under the first prefix).
    const limited = {
      LEAD_RATE_LIMIT: '6',
      SHUTDOWN_DELAY_MS: '0',
      REDIS_KEY_PREFIX: `${redisPrefix}limit:`,
    };
    const c = start('c', portC, limited);
    const d = start('d', portD, limited);
    await Promise.all([ready(c), ready(d)]);
    const statuses: (number | undefined)[] = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await send(
        (index % 2 === 0 ? c : d).port,
        {
          method: 'POST',
          path: '/api/v1/subscribe/',
          headers: { 'content-type': 'application/json' },
        },
        Buffer.from(JSON.stringify({ email: `limited${index}@example.com`, locale: 'en' })),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    expect(await Promise.all([stop(c), stop(d)])).toEqual([0, 0]);
    phase('rate-limit processes');
    console.log(
      `Multi-process test (ms): ${JSON.stringify(timings)}; ${failovers} requests went to the other process while one was stopping or down (${refused} refused connections)`,
    );
  }, 300_000);
});
