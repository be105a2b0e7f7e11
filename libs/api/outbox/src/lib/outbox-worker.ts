import { leadDeliveries, leads } from '@corp/api/db';
import type { Database, DeliveryTarget } from '@corp/api/db';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { LeadRow } from './lead';
import { leadNotificationEmail } from './lead-notification-email';
import { anyRecipients, recipientsFor } from './lead-recipients';
import { marketingPayload, marketingUrlFor } from './marketing-payload';
import type { OutboxConfig } from './outbox-config';

/** The subset of a pino (or Fastify) logger the worker uses. */
export interface OutboxLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

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

type DeliveryRow = typeof leadDeliveries.$inferSelect;
interface Claimed {
  delivery: DeliveryRow;
  lead: LeadRow;
}

/** Kept in `last_error` when a target has no configuration. */
export const notConfigured = 'not configured';
const maxErrorLength = 500;

/**
 * The wait before the next attempt after `attempts` failed ones:
 * `min(maxDelayMs, baseDelayMs · 2^(attempts − 1))`, plus up to 10 % jitter from `random`.
 */
export function retryDelayMs(
  attempts: number,
  policy: Pick<OutboxConfig, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** Math.max(0, attempts - 1),
  );
  return Math.round(exponential * (1 + 0.1 * random()));
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

/**
 * An error as one line for `last_error`: its message and its cause's (undici's "fetch failed"
 * says why only in its cause). Duck-typed: errors from another realm are not `instanceof Error`.
 */
function describeError(error: unknown): string {
  let message = String(error);
  if (isErrorLike(error)) {
    message = String(error.message || error.name);
    const cause = error.cause;
    if (isErrorLike(cause) && cause.message && !message.includes(String(cause.message))) {
      message = `${message}: ${String(cause.message)}`;
    }
  }
  return message.replace(/\s+/g, ' ').trim().slice(0, maxErrorLength) || 'unknown error';
}

const ignore = (): void => undefined;
const silentLogger: OutboxLogger = { info: ignore, warn: ignore, error: ignore };
const plainAddress = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/**
 * The outbox worker: moves `lead_deliveries` rows from `pending`/`retry` to `delivered`, or
 * after `maxAttempts` failures to `dead`, at least once per row. Several workers (processes) may
 * run against one PostgreSQL database: `FOR UPDATE SKIP LOCKED` hands each row to one of them.
 * While a batch is in flight its claims are extended every `heartbeatMs`; a claim not extended
 * for `lockMs` (a crashed worker) is taken over. The webhook's `Idempotency-Key` (the delivery
 * id) lets the receiver drop the second copy such a takeover may send.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const clock = deps.now ?? (() => new Date());
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const random = deps.random ?? Math.random;
  const heartbeatMs = deps.heartbeatMs ?? Math.max(1, Math.floor(config.lockMs / 3));

  const configured: Record<DeliveryTarget, boolean> = {
    webhook: Boolean(config.webhookUrl),
    email: Boolean(config.smtpUrl) && anyRecipients(config),
  };
  /** Whether the target can take this lead (an e-mail needs a recipient for its site and type). */
  const deliverable = (target: DeliveryTarget, lead: LeadRow | undefined): boolean =>
    configured[target] && (target !== 'email' || !lead || recipientsFor(config, lead).length > 0);

  let transport: Transporter | undefined;
  function mailer(): Transporter {
    transport ??= createTransport({
      url: config.smtpUrl,
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
    });
    return transport;
  }

  /**
   * One transaction: lock the due rows (skipping rows another worker holds), mark the ones of an
   * unconfigured target `skipped`, and the rest `processing` until `now + lockMs`.
   */
  async function claim(now: Date): Promise<{ claimed: Claimed[]; skipped: number }> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: leadDeliveries.id,
          target: leadDeliveries.target,
          leadId: leadDeliveries.leadId,
        })
        .from(leadDeliveries)
        .where(
          or(
            and(
              inArray(leadDeliveries.status, ['pending', 'retry']),
              lte(leadDeliveries.nextAttemptAt, now),
            ),
            and(eq(leadDeliveries.status, 'processing'), lt(leadDeliveries.lockedUntil, now)),
          ),
        )
        .orderBy(asc(leadDeliveries.id))
        .limit(config.batchSize)
        .for('update', { skipLocked: true });

      const leadIds = [...new Set(due.map((row) => row.leadId))];
      const leadRows =
        leadIds.length > 0 ? await tx.select().from(leads).where(inArray(leads.id, leadIds)) : [];
      const byId = new Map(leadRows.map((lead) => [lead.id, lead]));
      const ready = (row: (typeof due)[number]) => deliverable(row.target, byId.get(row.leadId));
      const skip = due.filter((row) => !ready(row)).map((row) => row.id);
      const take = due.filter(ready).map((row) => row.id);
      if (skip.length > 0) {
        await tx
          .update(leadDeliveries)
          .set({ status: 'skipped', lastError: notConfigured, lockedUntil: null, updatedAt: now })
          .where(inArray(leadDeliveries.id, skip));
      }
      if (take.length === 0) return { claimed: [], skipped: skip.length };

      const deliveries = await tx
        .update(leadDeliveries)
        .set({
          status: 'processing',
          lockedUntil: new Date(now.getTime() + config.lockMs),
          attempts: sql`${leadDeliveries.attempts} + 1`,
          updatedAt: now,
        })
        .where(inArray(leadDeliveries.id, take))
        .returning();
      const claimed = deliveries
        .sort((a, b) => a.id - b.id)
        .flatMap((delivery) => {
          const lead = byId.get(delivery.leadId);
          return lead ? [{ delivery, lead }] : [];
        });
      return { claimed, skipped: skip.length };
    });
  }

  async function send({ delivery, lead }: Claimed, signal: AbortSignal): Promise<void> {
    if (delivery.target === 'webhook') {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': String(delivery.id),
      };
      if (config.webhookToken) headers['authorization'] = `Bearer ${config.webhookToken}`;
      // `<MARKETING_WEBHOOK_URL>/footer/form` or `/modal/form`, by where the lead was left.
      const response = await fetchImpl(marketingUrlFor(config.webhookUrl as string, lead), {
        method: 'POST',
        headers,
        body: JSON.stringify(marketingPayload(lead, { brand: config.brand })),
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(config.timeoutMs), signal]),
      });
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return;
    }
    const { subject, text } = leadNotificationEmail(lead);
    await mailer().sendMail({
      from: config.mailFrom,
      to: recipientsFor(config, lead),
      ...(plainAddress.test(lead.email) ? { replyTo: lead.email } : {}),
      subject,
      text,
    });
  }

  /** The row, if this claim still holds it (a claim that expired may have been taken over). */
  const ownClaim = (delivery: DeliveryRow) =>
    and(
      eq(leadDeliveries.id, delivery.id),
      eq(leadDeliveries.status, 'processing'),
      eq(leadDeliveries.attempts, delivery.attempts),
    );

  /** The sends in flight, each with its claim and the means to abort it (`stop`). */
  const sending = new Map<number, { delivery: DeliveryRow; abort: AbortController }>();

  /** Sends one claimed row and records the outcome; `sent` is called as soon as the send ends. */
  async function attempt(item: Claimed, sent: () => void): Promise<'delivered' | 'failed'> {
    const { delivery } = item;
    const context = {
      deliveryId: delivery.id,
      leadId: delivery.leadId,
      target: delivery.target,
      attempts: delivery.attempts,
    };
    let failure: string | undefined;
    const abort = new AbortController();
    sending.set(delivery.id, { delivery, abort });
    try {
      await send(item, abort.signal);
    } catch (error) {
      failure = describeError(error);
    } finally {
      sending.delete(delivery.id);
    }
    sent();
    // Aborted by `stop`: the claim was released, another worker owns the row's outcome now.
    if (abort.signal.aborted) return 'failed';

    const now = clock();
    if (failure === undefined) {
      const updated = await db
        .update(leadDeliveries)
        .set({ status: 'delivered', deliveredAt: now, lockedUntil: null, updatedAt: now })
        .where(ownClaim(delivery))
        .returning({ id: leadDeliveries.id });
      if (updated.length === 0) logger.warn(context, 'lead delivered, but its claim had expired');
      else logger.info(context, 'lead delivered');
      return 'delivered';
    }

    const dead = delivery.attempts >= config.maxAttempts;
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(delivery.attempts, config, random));
    const updated = await db
      .update(leadDeliveries)
      .set(
        dead
          ? { status: 'dead', lastError: failure, lockedUntil: null, updatedAt: now }
          : {
              status: 'retry',
              lastError: failure,
              lockedUntil: null,
              nextAttemptAt,
              updatedAt: now,
            },
      )
      .where(ownClaim(delivery))
      .returning({ id: leadDeliveries.id });
    if (updated.length === 0) {
      logger.warn({ ...context, error: failure }, 'lead delivery failed after its claim expired');
    } else if (dead) {
      logger.error({ ...context, error: failure }, 'lead delivery dead-lettered');
    } else {
      logger.warn(
        { ...context, error: failure, nextAttemptAt },
        'lead delivery failed; will retry',
      );
    }
    return 'failed';
  }

  /**
   * Moves `locked_until` of the claims still held to `now + lockMs`, so a slow delivery keeps its
   * row while a crashed worker's rows are free again `lockMs` after its last heartbeat. A claim
   * that was taken over meanwhile is dropped from `held` (its outcome will not be written).
   */
  async function extendClaims(held: Map<number, DeliveryRow>): Promise<void> {
    const rows = [...held.values()];
    if (rows.length === 0) return;
    const now = clock();
    const extended = await db
      .update(leadDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + config.lockMs) })
      .where(or(...rows.map(ownClaim)))
      .returning({ id: leadDeliveries.id });
    const kept = new Set(extended.map((row) => row.id));
    for (const delivery of rows) {
      if (kept.has(delivery.id) || !held.delete(delivery.id)) continue;
      logger.warn(
        {
          deliveryId: delivery.id,
          leadId: delivery.leadId,
          target: delivery.target,
          attempts: delivery.attempts,
        },
        'lead delivery claim lost while delivering',
      );
    }
  }

  /** Extends the claims in `held` every `heartbeatMs` until the returned function is called. */
  function startHeartbeat(held: Map<number, DeliveryRow>): () => Promise<void> {
    if (heartbeatMs <= 0 || held.size === 0) return async () => undefined;
    let beat: Promise<void> | undefined;
    const timer = setInterval(() => {
      // One heartbeat at a time: a slow database must not pile them up.
      if (beat || held.size === 0) return;
      beat = extendClaims(held)
        .catch((error: unknown) =>
          logger.warn({ error: describeError(error) }, 'could not extend the outbox claims'),
        )
        .finally(() => (beat = undefined));
    }, heartbeatMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await beat;
    };
  }

  async function batch(): Promise<OutboxRunResult> {
    const { claimed, skipped } = await claim(clock());
    const held = new Map(claimed.map(({ delivery }) => [delivery.id, delivery]));
    const stopHeartbeat = startHeartbeat(held);
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

  /**
   * Gives the claims of the sends in flight back: due now, `attempts` as before the claim,
   * `pending` again if it was the first. Only claims still held (same `attempts`) are touched.
   */
  async function releaseClaims(): Promise<number> {
    const rows = [...sending.values()];
    if (rows.length === 0) return 0;
    for (const { abort } of rows) abort.abort(new Error('worker stopping'));
    const now = clock();
    const released = await db
      .update(leadDeliveries)
      .set({
        status: sql`case when ${leadDeliveries.attempts} <= 1 then 'pending' else 'retry' end`,
        attempts: sql`${leadDeliveries.attempts} - 1`,
        nextAttemptAt: now,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(or(...rows.map(({ delivery }) => ownClaim(delivery))))
      .returning({ id: leadDeliveries.id });
    logger.info({ released: released.length }, 'outbox claims released at stop');
    return released.length;
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
        await releaseClaims().catch((error: unknown) =>
          logger.error({ error: describeError(error) }, 'could not release the outbox claims'),
        );
      }
    }
    await settled;
    transport?.close();
    transport = undefined;
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
