/**
 * A graceful stop under keep-alive clients (issue 41): the real web-server process (the
 * production process code, bundled, embedded PGlite) takes leads from 20 keep-alive clients
 * posting in a loop when it gets SIGTERM (some connections still in its listen queue: Node takes
 * one per turn of its event loop). Then four clients whose kept-alive connection sat idle post a
 * lead on it, and one connection opened before the stop sends its first request. No
 * request is reset, every 201 is in the database, and every answer from the moment the stop is
 * seen says `Connection: close`; the process exits 0. With the defaults (the port closes at
 * once) and with SHUTDOWN_DELAY_MS (the port stays open while readiness says 503).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bundleServerProcess, freePort, workspaceRoot } from './testing/server-bundle';

const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const BUSY_CLIENTS = 20;
const IDLE_CLIENTS = 4;
/** Leads taken by the busy clients before SIGTERM. */
const LEADS_BEFORE_STOP = 100;

interface Outcome {
  client: string;
  status?: number;
  connection?: string;
  id?: string;
  /** The socket error's code (ECONNRESET is also Node's "socket hang up"). */
  error?: string;
  /** Sent once the stop was seen (readiness 503 or a `Connection: close`). */
  afterStop: boolean;
}

/** GET or POST on `agent` (a keep-alive agent of one socket). */
function send(
  port: number,
  agent: Agent | false,
  options: { method?: string; path: string; body?: object },
): Promise<Omit<Outcome, 'client' | 'afterStop'>> {
  return new Promise((resolve) => {
    const body = options.body ? Buffer.from(JSON.stringify(options.body)) : undefined;
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method ?? 'GET',
        path: options.path,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let id: string | undefined;
          try {
            id = JSON.parse(text)?.data?.id;
          } catch {
            id = undefined;
          }
          resolve({ status: response.statusCode, connection: response.headers.connection, id });
        });
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    request.end(body);
  });
}

const lead = (email: string) => ({ email, locale: 'en' });

/** One raw request on `socket`; resolves with what came back before the server closed it. */
function rawPost(socket: Socket, port: number, email: string): Promise<Omit<Outcome, 'client'>> {
  return new Promise((resolve) => {
    const body = JSON.stringify(lead(email));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, afterStop: true }),
    );
    socket.on('close', () => {
      const [head = '', payload = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || undefined;
      if (!status) return resolve({ error: 'closed without an answer', afterStop: true });
      let id: string | undefined;
      try {
        id = JSON.parse(payload)?.data?.id;
      } catch {
        id = undefined;
      }
      resolve({
        status,
        connection: /^connection: *(.*)$/im.exec(head)?.[1]?.trim().toLowerCase(),
        id,
        afterStop: true,
      });
    });
    socket.write(
      `POST /api/v1/subscribe/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
}

describe('a graceful stop with keep-alive clients (real process, SIGTERM)', () => {
  let script: string;
  let bundleDir: string;

  beforeAll(async () => {
    bundleDir = path.join(workspaceRoot, 'dist', '.graceful-stop-test', runId);
    script = await bundleServerProcess(bundleDir);
  }, 120_000);

  afterAll(() => {
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  it.each([
    ['the defaults', {}],
    ['SHUTDOWN_DELAY_MS=1000', { SHUTDOWN_DELAY_MS: '1000' }],
  ])(
    'with %s: no request is reset, every 201 is stored, every answer once stopping says Connection: close',
    async (name, env: Record<string, string>) => {
      const port = await freePort();
      const dataDir = path.join(bundleDir, `data-${name.replace(/\W+/g, '-')}`);
      const child = spawn(process.execPath, [script], {
        cwd: workspaceRoot,
        env: {
          PATH: process.env['PATH'] ?? '',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          SITES: 'main',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          CONTENT_DIR: path.join(workspaceRoot, 'content'),
          LEAD_RATE_LIMIT: '100000',
          // The idle clients' connections must outlive a slow test machine, not the keep-alive
          // timeout; the stop itself runs with the defaults (or the delay named).
          KEEP_ALIVE_TIMEOUT_MS: '60000',
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
      try {
        for (let attempt = 0; ; attempt += 1) {
          if ((await send(port, false, { path: '/readyz' })).status === 200) break;
          if (child.exitCode !== null || attempt === 1_000)
            throw new Error(`The server did not become ready:\n${output.join('')}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }

        const outcomes: Outcome[] = [];
        let stopSeen = false;
        let sigtermSent = false;
        let leadsBeforeStop = 0;
        const record = (outcome: Outcome) => {
          outcomes.push(outcome);
          if (outcome.error || outcome.connection === 'close' || outcome.status === 503)
            stopSeen = true;
        };

        // Connections kept alive, idle at the stop: each has taken one lead already.
        const idleAgents = Array.from(
          { length: IDLE_CLIENTS },
          () => new Agent({ keepAlive: true, maxSockets: 1 }),
        );
        for (const [index, agent] of idleAgents.entries()) {
          const answer = await send(port, agent, {
            method: 'POST',
            path: '/api/v1/subscribe/',
            body: lead(`idle${index}-first@example.com`),
          });
          record({ client: `idle${index}`, ...answer, afterStop: false });
        }
        // A connection opened now that sends its request only once stopping (taken by the
        // server by then, or still waiting in its listen queue).
        const accepted = connect(port, '127.0.0.1');
        await new Promise((resolve) => accepted.once('connect', resolve));

        // Readiness on a connection of its own, kept alive: 200 until the stop.
        const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
        const probe = (async () => {
          while (!stopSeen) {
            const answer = await send(port, probeAgent, { path: '/readyz' });
            record({ client: 'probe', ...answer, afterStop: false });
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })();

        // 20 keep-alive clients posting leads one after another; SIGTERM after the 100th. Each
        // goes on until an answer says `Connection: close` (a balancer would then go elsewhere).
        const busy = Array.from({ length: BUSY_CLIENTS }, async (_, index) => {
          const agent = new Agent({ keepAlive: true, maxSockets: 1 });
          for (let sent = 0, afterStop = 0; afterStop < 50; sent += 1) {
            const wasStopping = stopSeen;
            const answer = await send(port, agent, {
              method: 'POST',
              path: '/api/v1/subscribe/',
              body: lead(`busy${index}-${sent}@example.com`),
            });
            record({ client: `busy${index}`, ...answer, afterStop: wasStopping });
            if (wasStopping) afterStop += 1;
            if (answer.error || answer.connection === 'close') break;
            leadsBeforeStop += 1;
            if (leadsBeforeStop >= LEADS_BEFORE_STOP && !sigtermSent) {
              sigtermSent = true;
              process.kill(child.pid as number, 'SIGTERM');
            }
          }
          agent.destroy();
        });

        await probe;
        // Once stopping: the idle connections and the accepted one send their lead.
        const late = [
          ...idleAgents.map(async (agent, index) => {
            const answer = await send(port, agent, {
              method: 'POST',
              path: '/api/v1/subscribe/',
              body: lead(`idle${index}-late@example.com`),
            });
            record({ client: `idle${index}`, ...answer, afterStop: true });
          }),
          rawPost(accepted, port, 'accepted-late@example.com').then((outcome) =>
            record({ client: 'accepted', ...outcome }),
          ),
        ];
        await Promise.all([...busy, ...late]);
        for (const agent of [...idleAgents, probeAgent]) agent.destroy();
        const exitCode = await exited;

        expect(sigtermSent).toBe(true);
        expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
        const answersOnceStopping = outcomes.filter((outcome) => outcome.afterStop);
        expect(answersOnceStopping.length).toBeGreaterThanOrEqual(IDLE_CLIENTS + 1);
        expect(answersOnceStopping.filter((outcome) => outcome.connection !== 'close')).toEqual([]);
        const leads = outcomes.filter((outcome) => outcome.client !== 'probe');
        expect(leads.filter((outcome) => outcome.status !== 201)).toEqual([]);
        expect(exitCode).toBe(0);

        // Every lead acknowledged is in the database the process left behind.
        const database = new PGlite(dataDir);
        const stored = await database.query<{ id: string }>('select id from leads');
        await database.close();
        const storedIds = new Set(stored.rows.map((row) => row.id));
        expect(leads.filter((outcome) => !storedIds.has(outcome.id ?? ''))).toEqual([]);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
    180_000,
  );
});
