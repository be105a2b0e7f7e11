import type { SignInLimiter } from '@corp/api/accounts';
import { sendError } from '@corp/api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** Where failed sign-ins are counted: this process's memory, or Redis shared by every process. */
export interface FailureStore {
  /** Milliseconds this address must still wait, 0 when it may try. */
  lockedFor(key: string, now: number): Promise<number>;
  /** Counts a failure; locks the address when past the limit. */
  fail(key: string, now: number): Promise<void>;
  /** A successful sign-in clears the address's failures. */
  clear(key: string): Promise<void>;
}

export interface FailurePolicy {
  /** Failures allowed per window before the address must wait. */
  max: number;
  windowMs: number;
  /** The first wait; each further failure doubles it, up to `windowMs`. */
  baseLockMs: number;
}

/** The wait after the `failures`-th failure: none up to `max`, then 1×, 2×, 4× … the base. */
export function lockMsAfter(failures: number, policy: FailurePolicy): number {
  if (failures < policy.max) return 0;
  return Math.min(policy.windowMs, policy.baseLockMs * 2 ** Math.min(30, failures - policy.max));
}

/** In memory, for one process; at most `capacity` addresses (the oldest forgotten first). */
export function memoryFailureStore(policy: FailurePolicy, capacity = 10_000): FailureStore {
  const entries = new Map<string, { failures: number; since: number; lockedUntil: number }>();
  return {
    async lockedFor(key, now) {
      const entry = entries.get(key);
      return entry ? Math.max(0, entry.lockedUntil - now) : 0;
    },
    async fail(key, now) {
      let entry = entries.get(key);
      if (!entry || now - entry.since > policy.windowMs)
        entry = { failures: 0, since: now, lockedUntil: 0 };
      entries.delete(key);
      entry.failures += 1;
      entry.lockedUntil = now + lockMsAfter(entry.failures, policy);
      entries.set(key, entry);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** In Redis (`REDIS_URL`): every process sees the same failures and waits. */
export function redisFailureStore(redis: Redis, policy: FailurePolicy): FailureStore {
  const count = (key: string) => `corp-admin-failures:${key}`;
  const lock = (key: string) => `corp-admin-lock:${key}`;
  return {
    async lockedFor(key) {
      const ttl = await redis.pttl(lock(key));
      return ttl > 0 ? ttl : 0;
    },
    async fail(key) {
      const failures = await redis.incr(count(key));
      if (failures === 1) await redis.pexpire(count(key), policy.windowMs);
      const lockMs = lockMsAfter(failures, policy);
      if (lockMs > 0) await redis.set(lock(key), '1', 'PX', lockMs);
    },
    async clear(key) {
      await redis.del(count(key), lock(key));
    },
  };
}

/**
 * Where failed sign-ins are counted: always in this process (`local`), and in Redis when it is
 * set (`shared`, every process's count). A lock in either holds; when Redis does not answer,
 * the local count still does (ADR 0023), so losing Redis never lifts a lockout that this
 * process has seen nor allows unlimited guessing.
 */
export interface SignInStores {
  local: FailureStore;
  shared?: FailureStore;
}

export interface GuardOptions {
  now?: () => number;
  /** Called when `shared` fails (no answer in time, not connected): log and count it. */
  onStoreError?: (request: FastifyRequest, error: unknown) => void;
}

/**
 * The failed-sign-in budget as a set of checks, for routes that sign in themselves (the admin's
 * `POST /admin/api/session` and the exports' `Authorization: Basic`): each key (the address,
 * `login:<login>`) has its own count in `stores`; a request waits while any of its keys is locked
 * (429 with `Retry-After`, whatever it sends, the right password included), a failure counts
 * against every key, a success clears them. Areas using the same `stores` share one budget per
 * address (`/metrics` too).
 */
export function signInLimiter(stores: SignInStores, options: GuardOptions = {}): SignInLimiter {
  const { local, shared } = stores;
  const now = options.now ?? (() => Date.now());
  /** `work` on the shared store; if it fails, `fallback` (reported: the store is away). */
  const onShared = async <T>(
    request: FastifyRequest,
    work: (store: FailureStore) => Promise<T>,
    fallback: T,
  ) => {
    if (!shared) return fallback;
    try {
      return await work(shared);
    } catch (error) {
      options.onStoreError?.(request, error);
      return fallback;
    }
  };
  return {
    async waitMs(request, keys) {
      const t = now();
      let wait = 0;
      for (const key of keys) {
        wait = Math.max(
          wait,
          await local.lockedFor(key, t),
          await onShared(request, (store) => store.lockedFor(key, t), 0),
        );
      }
      return wait;
    },
    async failed(request, keys) {
      const t = now();
      for (const key of keys) {
        await local.fail(key, t);
        await onShared(request, (store) => store.fail(key, t), undefined);
      }
    },
    async succeeded(request, keys) {
      for (const key of keys) {
        await local.clear(key);
        await onShared(request, (store) => store.clear(key), undefined);
      }
    },
  };
}

/**
 * Guards a basic-auth area (`/metrics`) by address: an address whose credentials failed `max`
 * times within the window gets 429 with `Retry-After` for a wait that doubles with each further
 * failure — whatever it sends meanwhile, the right password included, so guessing stays slow.
 * Counted in the same `stores` as the admin's sign-ins: one budget per address.
 */
export function guardSignIn(
  app: FastifyInstance,
  stores: SignInStores,
  options: GuardOptions = {},
) {
  const limiter = signInLimiter(stores, options);
  app.addHook('onRequest', async (request, reply) => {
    const waitMs = await limiter.waitMs(request, [request.ip]);
    if (waitMs <= 0) return undefined;
    reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
    return sendError(
      request,
      reply,
      429,
      'too_many_requests',
      `Too many failed sign-ins from this address; retry in ${Math.ceil(waitMs / 1000)} s`,
    );
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401) await limiter.failed(request, [request.ip]);
    else if (reply.statusCode < 400 && request.headers.authorization)
      await limiter.succeeded(request, [request.ip]);
  });
}
