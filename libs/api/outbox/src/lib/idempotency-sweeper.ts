import { idempotencyKeys } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { lt, sql } from 'drizzle-orm';
import type { OutboxLogger } from './outbox-worker';

/** Rows deleted per statement, so a long backlog never holds one huge lock. */
const deleteBatch = 1_000;

/**
 * Deletes the `idempotency_keys` rows created before `now − ttlMs`, a batch at a time; returns
 * how many went. A request retried with an expired key is treated as a new one.
 */
export async function expireIdempotencyKeys(
  db: Pick<Database, 'select' | 'delete'>,
  options: { ttlMs: number; now?: Date; batchSize?: number },
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.ttlMs);
  const batchSize = options.batchSize ?? deleteBatch;
  let total = 0;
  for (;;) {
    const expired = db
      .select({ route: idempotencyKeys.route, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .limit(batchSize);
    const deleted = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.route}, ${idempotencyKeys.key}) in ${expired}`)
      .returning({ key: idempotencyKeys.key });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

export interface IdempotencySweeperDeps {
  db: Database;
  /** Keys older than this are deleted (`IDEMPOTENCY_TTL_MS`). */
  ttlMs: number;
  /** Between sweeps (default one minute); the timer is unref'd. */
  intervalMs?: number;
  now?: () => Date;
  logger?: OutboxLogger;
}

export interface IdempotencySweeper {
  /** One sweep; resolves to the number of keys deleted. */
  sweepOnce(): Promise<number>;
  /** Sweeps now and then every `intervalMs`. */
  start(): void;
  /** Stops the timer and waits for a sweep in flight. */
  stop(): Promise<void>;
}

/**
 * Expires `Idempotency-Key` records in the background. Several processes may sweep one database:
 * each deletes what is expired, and a row deleted twice is simply gone.
 */
export function createIdempotencySweeper(deps: IdempotencySweeperDeps): IdempotencySweeper {
  const clock = deps.now ?? (() => new Date());
  const intervalMs = deps.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<unknown> | undefined;

  function sweepOnce(): Promise<number> {
    const task = expireIdempotencyKeys(deps.db, { ttlMs: deps.ttlMs, now: clock() });
    inFlight = task.catch(() => undefined);
    return task;
  }

  async function tick(): Promise<void> {
    timer = undefined;
    try {
      const deleted = await sweepOnce();
      if (deleted > 0) deps.logger?.info({ deleted }, 'expired idempotency keys deleted');
    } catch (error) {
      deps.logger?.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'idempotency key sweep failed',
      );
    }
    if (running) {
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    }
  }

  return {
    sweepOnce,
    start() {
      if (running) return;
      running = true;
      void tick();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
