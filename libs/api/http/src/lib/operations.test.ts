import Fastify from 'fastify';
import { Agent, request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { openTestRuntime } from '../testing/test-api';
import { createApiServer } from './api-server';
import { createMetrics } from './metrics';
import {
  closeConnectionsWhileDraining,
  createLifecycle,
  drainAndClose,
  serveMetrics,
} from './operations';
import type { ApiRuntime } from './runtime';

const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'metrics-secret' };
const AUTH = `Basic ${Buffer.from('marketing:metrics-secret').toString('base64')}`;
const silentLog = { info: () => undefined, warn: () => undefined };

describe(`probes and metrics of the API (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let runtime: ApiRuntime;
  beforeAll(async () => {
    runtime = await openTestRuntime(ADMIN);
  });
  afterAll(() => runtime.close());

  it('answers liveness always, and readiness while ready and the database answers', async () => {
    const lifecycle = createLifecycle();
    const app = createApiServer({ runtime, lifecycle });
    try {
      const healthz = await app.inject({ url: '/healthz' });
      expect(healthz.statusCode).toBe(200);
      expect(healthz.json()).toEqual({ status: 'ok' });
      expect(healthz.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });

      lifecycle.ready = false;
      const stopping = await app.inject({ url: '/readyz' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({ status: 'stopping' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const broken = {
      ...runtime,
      database: {
        ...runtime.database,
        ping: () => Promise.reject(new Error('connection refused')),
      },
    } as unknown as ApiRuntime;
    const app = createApiServer({ runtime: broken });
    try {
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
    }
  });

  it('serves /metrics behind the admin credential: requests, leads by type, deliveries, event loop', async () => {
    const metrics = createMetrics();
    metrics.watchOutbox(runtime.database.db);
    const app = createApiServer({ runtime, metrics });
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const lead = await app.inject({
        method: 'POST',
        url: '/api/v1/subscribe/',
        headers: { 'idempotency-key': 'metrics-1' },
        payload: { email: 'metrics@example.com', locale: 'en' },
      });
      expect(lead.statusCode).toBe(201);
      // A replay is the same lead: not counted again (but it is a request).
      await app.inject({
        method: 'POST',
        url: '/api/v1/subscribe/',
        headers: { 'idempotency-key': 'metrics-1' },
        payload: { email: 'metrics@example.com', locale: 'en' },
      });
      const response = await app.inject({ url: '/metrics', headers: { authorization: AUTH } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.payload;
      expect(text).toContain('leads_accepted_total{type="subscribe"} 1\n');
      expect(text).toMatch(
        /http_request_duration_seconds_count\{route="\/api\/v1\/subscribe\/",method="POST",status="201"\} 2\n/,
      );
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",route=/);
      expect(text).toContain('lead_deliveries{target="webhook",state="pending"} 1\n');
      expect(text).toContain('lead_deliveries{target="email",state="dead"} 0\n');
      expect(text).toContain('nodejs_eventloop_lag_seconds ');
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds ');
    } finally {
      await app.close();
    }
  });

  it('keeps /metrics off without a credential, and off the API port when it has its own', async () => {
    const bare = await openTestRuntime();
    const metrics = createMetrics({ defaultMetrics: false });
    const withoutCredential = createApiServer({ runtime: bare, metrics });
    const onItsPort = createApiServer({ runtime, metrics, metricsOnPort: true });
    const own = await serveMetrics(metrics, 0, '127.0.0.1');
    try {
      expect((await withoutCredential.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect(
        (await onItsPort.inject({ url: '/metrics', headers: { authorization: AUTH } })).statusCode,
      ).toBe(404);
      await onItsPort.inject({ url: '/healthz' });
      const { port } = own.server.address() as AddressInfo;
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(
        /http_request_duration_seconds_count\{route="\/healthz"/,
      );
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await own.close();
      await withoutCredential.close();
      await onItsPort.close();
      await bare.close();
    }
  });
});

/**
 * A GET on a fresh connection (or on `agent`'s kept-alive one): status, headers and body, or
 * the socket error's code.
 */
function get(port: number, path: string, agent: Agent | false = false) {
  return new Promise<{ status?: number; connection?: string; body?: string; error?: string }>(
    (resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection, body }),
        );
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
      request.end();
    },
  );
}

describe('drainAndClose', () => {
  async function slowServer(delayMs: number) {
    const lifecycle = createLifecycle();
    const app = Fastify({ return503OnClosing: false });
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { app, lifecycle, port, inFlight };
  }

  it('finishes the request in flight, refuses new connections, then runs the stop steps in order', async () => {
    const { app, lifecycle, port, inFlight } = await slowServer(400);
    const slow = get(port, '/slow');
    await inFlight;
    const steps: string[] = [];
    const stopped = drainAndClose({
      app,
      lifecycle,
      delayMs: 0,
      timeoutMs: 5_000,
      onDraining: async () => steps.push('draining'),
      onDrained: async () => steps.push(`drained, slow request ${(await slow).status}`),
      log: silentLog,
    });
    expect(lifecycle.ready).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get(port, '/slow')).error).toBe('ECONNREFUSED');
    expect(await slow).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    expect(await stopped).toEqual({ timedOut: false });
    expect(steps).toEqual(['draining', 'drained, slow request 200']);
  });

  it('says Connection: close from the first moment and serves a kept-alive connection to its end', async () => {
    const lifecycle = createLifecycle();
    const app = Fastify({ return503OnClosing: false });
    closeConnectionsWhileDraining(app, lifecycle);
    app.get('/fast', async () => ({ done: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Two clients with a connection kept alive, idle when the stop begins.
    const [early, late] = [0, 1].map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      for (const agent of [early, late] as Agent[])
        expect(await get(port, '/fast', agent)).toMatchObject({
          status: 200,
          connection: 'keep-alive',
        });
      const stopped = drainAndClose({
        app,
        lifecycle,
        delayMs: 300,
        timeoutMs: 10_000,
        log: silentLog,
      });
      // During the delay the port is open, and the answer ends its connection.
      expect(await get(port, '/fast', early)).toMatchObject({ status: 200, connection: 'close' });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await get(port, '/fast')).error).toBe('ECONNREFUSED');
      // Once the port is closed, a request on a connection kept alive is still answered.
      expect(await get(port, '/fast', late)).toMatchObject({ status: 200, connection: 'close' });
      expect(await stopped).toEqual({ timedOut: false });
    } finally {
      early?.destroy();
      late?.destroy();
    }
  });

  it('answers the connections still waiting in the listen queue when the port closes', async () => {
    const lifecycle = createLifecycle();
    const app = Fastify({ return503OnClosing: false });
    closeConnectionsWhileDraining(app, lifecycle);
    app.get('/fast', async () => ({ done: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Ten connections complete at once; Node takes one per turn of its event loop, so most are
    // still in the kernel's queue when the stop closes the port right after their requests.
    const sockets = Array.from({ length: 10 }, () => connect(port, '127.0.0.1'));
    await Promise.all(sockets.map((socket) => once(socket, 'connect')));
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (text += chunk));
          socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
          socket.write(`GET /fast HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
        }),
    );
    const stopped = drainAndClose({
      app,
      lifecycle,
      delayMs: 0,
      timeoutMs: 10_000,
      log: silentLog,
    });
    expect(await Promise.all(answers)).toEqual(sockets.map(() => 'HTTP/1.1 200 OK'));
    expect(await stopped).toEqual({ timedOut: false });
  });

  it('cuts a request that outlives the drain timeout', async () => {
    const { app, lifecycle, port, inFlight } = await slowServer(10_000);
    const slow = get(port, '/slow');
    await inFlight;
    expect(
      await drainAndClose({ app, lifecycle, delayMs: 0, timeoutMs: 200, log: silentLog }),
    ).toEqual({ timedOut: true });
    expect((await slow).error).toBe('ECONNRESET');
  });
});
