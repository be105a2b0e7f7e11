import { leads } from '@corp/api/db';
import { count } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { connect, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { openTestRuntime } from '../testing/test-api';
import { createApiServer } from './api-server';
import { createMetrics } from './metrics';

/**
 * The per-address limits (issue 41, points 4 and 5): the lead and consent limits by route, one
 * sign-in budget for `/admin` and `/metrics`, and what each limit does when its store, Redis,
 * does not answer — leads are accepted, sign-ins still counted (in this process).
 */
const PASSWORD = 'correct horse battery staple';
const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: PASSWORD, ADMIN_FAILURE_LIMIT: '3' };
const basic = (password: string) => ({
  authorization: `Basic ${Buffer.from(`marketing:${password}`).toString('base64')}`,
});
type Api = Awaited<ReturnType<typeof openApi>>;

async function openApi(env: Record<string, string>) {
  const runtime = await openTestRuntime({ ...ADMIN, ...env });
  const metrics = createMetrics({ defaultMetrics: false });
  const app = createApiServer({ runtime, metrics });
  await app.ready();
  let leadNumber = 0;
  return {
    app,
    runtime,
    subscribe: (remoteAddress: string, url = '/api/v1/subscribe/') =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { email: `limits${(leadNumber += 1)}@example.com`, locale: 'en' },
      }),
    consent: (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/save-fingerprint/',
        remoteAddress,
        payload: { fingerprint: 'f', cookieList: 'required', locale: 'en' },
      }),
    signIn: (remoteAddress: string, password: string, url = '/admin/api/leads.csv') =>
      app.inject({ url, remoteAddress, headers: basic(password) }),
    storedLeads: async () =>
      (await runtime.database.db.select({ n: count() }).from(leads))[0]?.n ?? 0,
    async close() {
      await app.close();
      await runtime.close();
    },
  };
}

const statusesOf = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const statuses = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  return statuses;
};

describe('the lead limit is the route’s, whatever the query string says (issue 41)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await openApi({ LEAD_RATE_LIMIT: '2', CONSENT_RATE_LIMIT: '4' });
  }, 60_000);
  afterAll(() => api.close());

  it('counts a lead sent with ?/save-fingerprint/ against the lead limit', async () => {
    const trick = '/api/v1/subscribe/?/save-fingerprint/';
    const statuses = await statusesOf([
      () => api.subscribe('10.41.5.1', trick),
      () => api.subscribe('10.41.5.1', trick),
      () => api.subscribe('10.41.5.1', trick),
      () => api.subscribe('10.41.5.1'),
    ]);
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('keeps the consent route’s own, larger allowance beside the lead limit', async () => {
    const from = '10.41.5.2';
    expect(await statusesOf([() => api.subscribe(from), () => api.subscribe(from)])).toEqual([
      201, 201,
    ]);
    const consents = await statusesOf(Array.from({ length: 5 }, () => () => api.consent(from)));
    expect(consents).toEqual([201, 201, 201, 201, 429]);
    expect((await api.subscribe(from)).statusCode).toBe(429);
  });
});

describe('one sign-in budget for /admin and /metrics (issue 41)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await openApi({});
  }, 60_000);
  afterAll(() => api.close());

  it('locks an address out of both once its wrong passwords on either reach the limit', async () => {
    const from = '10.41.6.1';
    const failures = await statusesOf([
      () => api.signIn(from, 'guess-1', '/metrics'),
      () => api.signIn(from, 'guess-2', '/admin/api/leads.csv'),
      () => api.signIn(from, 'guess-3', '/metrics'),
    ]);
    expect(failures).toEqual([401, 401, 401]);
    for (const url of ['/admin/api/leads.csv', '/metrics']) {
      const locked = await api.signIn(from, PASSWORD, url);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await api.signIn('10.41.6.2', PASSWORD, '/metrics')).statusCode).toBe(200);
  });
});

/** A TCP server standing in for Redis: it accepts connections, and answers nothing. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await listen(server);
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server, sockets),
  };
}

/**
 * A TCP proxy to the real Redis that can stop answering: once `freeze()` is called it forwards
 * nothing either way, on the open connections and on new ones, and keeps them all open; after
 * `thaw()` new connections reach Redis again.
 */
async function freezableRedis(target: URL) {
  let frozen = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (frozen) return;
    const upstream = connect(Number(target.port || 6379), target.hostname);
    track(upstream);
    client.on('data', (chunk) => void (frozen || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (frozen || client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await listen(server);
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    freeze: () => void (frozen = true),
    thaw: () => void (frozen = false),
    close: () => closeServer(server, sockets),
  };
}

/** A port nothing listens on: connections are refused. */
async function refusingPort() {
  const server = createServer();
  await listen(server);
  const { port } = server.address() as AddressInfo;
  await closeServer(server, new Set());
  return `redis://127.0.0.1:${port}`;
}

const listen = (server: Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const closeServer = (server: Server, sockets: Set<Socket>) =>
  new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** Deletes the keys a test left in the real Redis. */
const forgetKeys = async (prefix: string) => {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
};
const redisAnswers = async () => {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
};

/**
 * What a visitor and an operator see while Redis is away: the lead is answered 201 and stored
 * (the lead limit is off: never lose a lead), wrong passwords still lock the address out (counted
 * in this process), readiness stays 200, and /metrics counts the store's failures.
 */
async function expectLimitsWithoutTheirStore(api: Api, from: string) {
  const before = await api.storedLeads();
  // LEAD_RATE_LIMIT is 1: without its store the limit lets every lead through.
  expect(await statusesOf([() => api.subscribe(from), () => api.subscribe(from)])).toEqual([
    201, 201,
  ]);
  expect(await api.storedLeads()).toBe(before + 2);

  const guesses = await statusesOf([
    () => api.signIn(from, 'guess-1'),
    () => api.signIn(from, 'guess-2'),
    () => api.signIn(from, 'guess-3'),
  ]);
  expect(guesses).toEqual([401, 401, 401]);
  const locked = await api.signIn(from, PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

  expect((await api.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  const scrape = await api.signIn('10.41.4.250', PASSWORD, '/metrics');
  expect(scrape.statusCode).toBe(200);
  expect(scrape.payload).toMatch(
    /^rate_limit_store_failures_total\{limit="leads",error="\w+"\} [1-9]/m,
  );
  expect(scrape.payload).toMatch(
    /^rate_limit_store_failures_total\{limit="sign-in",error="\w+"\} [1-9]/m,
  );
  expect(scrape.payload).toMatch(/^rate_limit_store_up 0$/m);
}

describe('the limits when Redis does not answer (issue 41)', () => {
  const env = (url: string) => ({
    REDIS_URL: url,
    REDIS_KEY_PREFIX: `limits-test-${process.pid}-${Date.now()}:`,
    LEAD_RATE_LIMIT: '1',
  });

  it('answers when Redis accepts connections and never answers', async () => {
    const redis = await silentServer();
    const api = await openApi(env(redis.url));
    try {
      await expectLimitsWithoutTheirStore(api, '10.41.4.1');
    } finally {
      await api.close();
      await redis.close();
    }
  }, 60_000);

  it('answers when Redis refuses connections', async () => {
    const api = await openApi(env(await refusingPort()));
    try {
      await expectLimitsWithoutTheirStore(api, '10.41.4.2');
    } finally {
      await api.close();
    }
  }, 60_000);

  it('answers when a Redis that was counting stops answering, and counts again once it is back', async () => {
    if (!(await redisAnswers())) {
      console.warn(`Redis does not answer at ${redisUrl}: the frozen-Redis test is not run`);
      return;
    }
    const redis = await freezableRedis(new URL(redisUrl));
    const api = await openApi(env(redis.url));
    const prefix = api.runtime.config.limits.redisKeyPrefix;
    try {
      // Redis counts: the second lead from one address is over the limit of 1.
      expect(
        await statusesOf([() => api.subscribe('10.41.4.3'), () => api.subscribe('10.41.4.3')]),
      ).toEqual([201, 429]);
      redis.freeze();
      await expectLimitsWithoutTheirStore(api, '10.41.4.4');

      redis.thaw();
      // ioredis reconnects by itself, after its backoff: waited for within jest's timeout.
      while (api.runtime.limitStores.redis?.status !== 'ready')
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        await statusesOf([() => api.subscribe('10.41.4.5'), () => api.subscribe('10.41.4.5')]),
      ).toEqual([201, 429]);
      const scrape = await api.signIn('10.41.4.251', PASSWORD, '/metrics');
      expect(scrape.payload).toMatch(/^rate_limit_store_up 1$/m);
    } finally {
      await api.close();
      await redis.close();
      await forgetKeys(prefix);
    }
  }, 60_000);
});
