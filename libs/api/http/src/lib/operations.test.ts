import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTestRuntime } from '../testing/test-api';
import { createApiServer } from './api-server';
import { createMetrics } from './metrics';
import { createLifecycle, drainAndClose, serveMetrics } from './operations';
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

/** A GET on a fresh connection: status, headers and body, or the socket error's code. */
function get(port: number, path: string) {
  return new Promise<{ status?: number; connection?: string; body?: string; error?: string }>(
    (resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
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
