import { HttpError } from '@corp/api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { memoryFailureStore, redisFailureStore } from './admin-guard';
import type { FailurePolicy, SignInStores } from './admin-guard';
import type { Metrics } from './metrics';

/**
 * Where one process's per-address limits count (ADR 0023): Redis shared by every process
 * (`REDIS_URL`), or this process's memory. Redis gets `timeoutMs` per command; past it, or at
 * once while it is disconnected, a limit decides without it — leads are let through, failed
 * sign-ins are still counted in this process.
 */
export interface LimitStores {
  /** The lead and consent limits' counters (@fastify/rate-limit); absent: this process's memory. */
  redis?: Redis;
  /** Failed sign-ins of `/admin` and `/metrics` alike: one budget per address. */
  signIn: SignInStores;
  close(): Promise<void>;
}

export interface LimitStoreConfig {
  redisUrl?: string;
  redisKeyPrefix: string;
  /** Longest wait for one Redis command (`REDIS_TIMEOUT_MS`). */
  redisTimeoutMs: number;
  adminFailuresPer15Minutes: number;
}

/** The limits that can lose their store. */
export type LimitName = 'leads' | 'sign-in' | 'vitals';

/** At start, counting in Redis waits this long at most for the connection. */
const READY_WAIT_MS = 2_000;

export async function openLimitStores(config: LimitStoreConfig): Promise<LimitStores> {
  const policy: FailurePolicy = {
    max: config.adminFailuresPer15Minutes,
    windowMs: 15 * 60_000,
    baseLockMs: 1_000,
  };
  const local = memoryFailureStore(policy);
  if (!config.redisUrl) return { signIn: { local }, close: async () => undefined };

  const redis = new Redis(config.redisUrl, {
    connectTimeout: 500,
    // A command that gets no answer in time fails; the limit then decides without Redis.
    commandTimeout: config.redisTimeoutMs,
    // A connection silent that long is dead: it is dropped and reconnected, and meanwhile
    // commands fail at once instead of each waiting `commandTimeout`.
    socketTimeout: Math.max(1_000, 4 * config.redisTimeoutMs),
    // While disconnected, a command fails at once rather than waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Several deployments (or test runs) may share one Redis.
    keyPrefix: config.redisKeyPrefix || undefined,
  });
  // Connection errors are logged by the routes using it (their logger); without a listener
  // ioredis would print each one.
  redis.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    redis,
    signIn: { local, shared: redisFailureStore(redis, policy) },
    close: async () => void redis.disconnect(),
  };
}

/**
 * A store failure's class, for logs and the metric's label (a small fixed set): `timeout` (no
 * answer within `REDIS_TIMEOUT_MS`), `unreachable` (not connected), `reply` (Redis refused the
 * command), `other`.
 */
export function storeErrorClass(error: unknown): 'timeout' | 'unreachable' | 'reply' | 'other' {
  const { name = '', message = '' } = error instanceof Error ? error : {};
  if (message === 'Command timed out') return 'timeout';
  if (name === 'ReplyError') return 'reply';
  if (
    name === 'MaxRetriesPerRequestError' ||
    /enableOfflineQueue|Connection is closed|Socket timeout/.test(message)
  )
    return 'unreachable';
  return 'other';
}

/** Logs (the error class, never the key: it holds an address) and counts a store failure. */
export function reportStoreFailure(
  request: FastifyRequest,
  metrics: Metrics | undefined,
  limit: LimitName,
  error: unknown,
): void {
  const errorClass = storeErrorClass(error);
  request.log.warn(
    { limit, errorClass },
    limit !== 'sign-in'
      ? 'rate-limit store unavailable: request not limited'
      : 'rate-limit store unavailable: sign-in failures counted in this process only',
  );
  metrics?.limitStoreFailed(limit, errorClass);
}

export interface LeadLimitOptions {
  leadsPerMinute: number;
  consentPerMinute: number;
  /** The consent route's pattern (`/api/v1/save-fingerprint/`): its own, larger limit. */
  consentRoute: string;
  metrics?: Metrics;
}

/**
 * Per address and per minute, on every route of `app`: leads, and the far more frequent consent
 * records — told apart by the matched route, never by what the URL contains. 429 with
 * `Retry-After` past the limit. When the store fails (Redis does not answer within
 * `REDIS_TIMEOUT_MS`, or is not connected) the request is let through, logged and counted:
 * a lead is never lost to the limiter (ADR 0023).
 */
export function limitLeads(app: FastifyInstance, options: LeadLimitOptions): void {
  const limiter = (max: number, kind: string) =>
    app.createRateLimit({
      timeWindow: 60_000,
      max,
      keyGenerator: (request) => `${kind}:${request.ip}`,
      // Store errors come here (reported), not swallowed by the plugin.
      skipOnError: false,
    });
  const lead = limiter(options.leadsPerMinute, 'lead');
  const consent = limiter(options.consentPerMinute, 'consent');
  app.addHook('onRequest', async (request, reply) => {
    const limit = request.routeOptions.url === options.consentRoute ? consent : lead;
    let state: Awaited<ReturnType<typeof limit>>;
    try {
      state = await limit(request);
    } catch (error) {
      reportStoreFailure(request, options.metrics, 'leads', error);
      return;
    }
    if (state.isAllowed) return;
    reply
      .header('x-ratelimit-limit', state.max)
      .header('x-ratelimit-remaining', state.remaining)
      .header('x-ratelimit-reset', state.ttlInSeconds);
    if (!state.isExceeded) return;
    const seconds = Math.max(1, state.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw new HttpError(
      429,
      `Too many requests from this address; retry in ${seconds} s`,
      'too_many_requests',
    );
  });
}
