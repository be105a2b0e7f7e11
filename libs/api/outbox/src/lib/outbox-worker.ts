import type { Database } from '@corp/api/db';
import { releaseClaims, startHeartbeat } from './claim-leases';
import { claimDue, deliverableFor } from './delivery-claims';
import type { Claimed, DeliveryRow } from './delivery-claims';
import { recordOutcome } from './delivery-outcome';
import { createDeliverySender } from './delivery-sender';
import type { OutboxConfig } from './outbox-config';
import { describeError, silentLogger } from './outbox-logger';
import type { OutboxLogger } from './outbox-logger';
import type { WorkerRuntime } from './worker-runtime';

export { notConfigured } from './delivery-claims';
export { retryDelayMs } from './retry-delay';
export type { OutboxLogger } from './outbox-logger';

export interface OutboxWorkerDeps {
  db: Database;
  config: OutboxConfig;
  logger?: OutboxLogger;
  /** The clock for every due time, lock and timestamp the worker writes (tests move it). */
  now?: () => Date;
  fetch?: typeof fetch;
  /** [0, 1) for the retry jitter; `() => 0` makes the backoff exact. */
  random?: () => number;
  /**
   * How often the claims of a batch in flight are extended to `now + lockMs` (default
   * `lockMs / 3`); `0` turns the heartbeat off (a test's stand-in for a crashed worker).
   */
  heartbeatMs?: number;
}

/** What one batch did: `claimed` = `delivered` + `failed` + `skipped`. */
export interface OutboxRunResult {
  claimed: number;
  delivered: number;
  /** Attempts that failed: now `retry`, or `dead` when it was the last one. */
  failed: number;
  /** Rows of a target that is not configured, now `skipped`. */
  skipped: number;
}

export interface OutboxWorker {
  /** Claims one batch of due deliveries, attempts each, and records the outcomes. */
  runOnce(): Promise<OutboxRunResult>;
  /** Polls every `pollIntervalMs` (at once again after a full batch); the timer is unref'd. */
  start(): void;
  /**
   * Stops polling, waits for the batches in flight, and closes the SMTP transport. With
   * `graceMs`, sends still running after that long are aborted and their claims released
   * (due now, the attempt not counted), so another process takes them at once.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * The outbox worker: moves `lead_deliveries` rows from `pending`/`retry` to `delivered`, or
 * after `maxAttempts` failures to `dead`, at least once per row. Several workers (processes) may
 * run against one PostgreSQL database: `FOR UPDATE SKIP LOCKED` hands each row to one of them.
 * While a batch is in flight its claims are extended every `heartbeatMs`; a claim not extended
 * for `lockMs` (a crashed worker) is taken over. The webhook's `Idempotency-Key` (the delivery
 * id) lets the receiver drop the second copy such a takeover may send.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { config } = deps;
  const logger = deps.logger ?? silentLogger;
  const runtime: WorkerRuntime = {
    db: deps.db,
    config,
    logger,
    clock: deps.now ?? (() => new Date()),
  };
  const { clock } = runtime;
  const sender = createDeliverySender(config, deps.fetch ?? globalThis.fetch);
  const random = deps.random ?? Math.random;
  const heartbeatMs = deps.heartbeatMs ?? Math.max(1, Math.floor(config.lockMs / 3));
  const deliverable = deliverableFor(config);

  /** The sends in flight, each with its claim and the means to abort it (`stop`). */
  const sending = new Map<number, { delivery: DeliveryRow; abort: AbortController }>();

  /** Sends one claimed row and records the outcome; `sent` is called as soon as the send ends. */
  async function attempt(item: Claimed, sent: () => void): Promise<'delivered' | 'failed'> {
    const { delivery } = item;
    let failure: string | undefined;
    const abort = new AbortController();
    sending.set(delivery.id, { delivery, abort });
    try {
      await sender.send(item, abort.signal);
    } catch (error) {
      failure = describeError(error);
    } finally {
      sending.delete(delivery.id);
    }
    sent();
    // Aborted by `stop`: the claim was released, another worker owns the row's outcome now.
    if (abort.signal.aborted) return 'failed';
    return recordOutcome(runtime, random, delivery, failure);
  }

  async function batch(): Promise<OutboxRunResult> {
    const { claimed, skipped } = await claimDue(runtime, deliverable, clock());
    const held = new Map(claimed.map(({ delivery }) => [delivery.id, delivery]));
    const stopHeartbeat = startHeartbeat(runtime, heartbeatMs, held);
    let outcomes: PromiseSettledResult<'delivered' | 'failed'>[];
    try {
      outcomes = await Promise.allSettled(
        // A row leaves the heartbeat once its send is over, before its outcome is written.
        claimed.map((item) => attempt(item, () => held.delete(item.delivery.id))),
      );
    } finally {
      await stopHeartbeat();
    }
    const result: OutboxRunResult = {
      claimed: claimed.length + skipped,
      delivered: 0,
      failed: 0,
      skipped,
    };
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') {
        result[outcome.value] += 1;
        return;
      }
      // The outcome could not be written: the row stays `processing` and is retried once its
      // claim expires.
      result.failed += 1;
      const delivery = claimed[index]?.delivery;
      logger.error(
        {
          deliveryId: delivery?.id,
          leadId: delivery?.leadId,
          target: delivery?.target,
          error: describeError(outcome.reason),
        },
        'could not record a lead delivery outcome',
      );
    });
    return result;
  }

  const inFlight = new Set<Promise<OutboxRunResult>>();
  async function runOnce(): Promise<OutboxRunResult> {
    const task = batch();
    inFlight.add(task);
    try {
      return await task;
    } finally {
      inFlight.delete(task);
    }
  }

  let polling = false;
  let timer: NodeJS.Timeout | undefined;
  function schedule(delayMs: number): void {
    timer = setTimeout(() => void poll(), delayMs);
    timer.unref();
  }
  async function poll(): Promise<void> {
    timer = undefined;
    let full = false;
    try {
      const result = await runOnce();
      full = result.claimed >= config.batchSize;
      if (result.claimed > 0) logger.info({ ...result }, 'outbox batch done');
    } catch (error) {
      logger.error({ error: describeError(error) }, 'outbox poll failed');
    }
    if (polling) schedule(full ? 0 : config.pollIntervalMs);
  }

  let stopping: Promise<void> | undefined;
  async function stop(graceMs: number | undefined): Promise<void> {
    polling = false;
    if (timer) clearTimeout(timer);
    timer = undefined;
    const settled = Promise.allSettled([...inFlight]);
    if (graceMs !== undefined) {
      let wait: NodeJS.Timeout | undefined;
      const expired = await Promise.race([
        settled.then(() => false),
        new Promise<boolean>((resolve) => (wait = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(wait);
      if (expired) {
        await releaseClaims(runtime, sending).catch((error: unknown) =>
          logger.error({ error: describeError(error) }, 'could not release the outbox claims'),
        );
      }
    }
    await settled;
    sender.close();
  }

  return {
    runOnce,
    start() {
      if (polling || stopping) return;
      polling = true;
      schedule(0);
    },
    stop(options = {}) {
      stopping ??= stop(options.graceMs);
      return stopping;
    },
  };
}
