import { leadDeliveries } from '@corp/api/db';
import { or, sql } from 'drizzle-orm';
import { ownClaim } from './delivery-claims';
import type { DeliveryRow } from './delivery-claims';
import { describeError } from './outbox-logger';
import type { WorkerRuntime } from './worker-runtime';

/**
 * Moves `locked_until` of the claims still held to `now + lockMs`, so a slow delivery keeps its
 * row while a crashed worker's rows are free again `lockMs` after its last heartbeat. A claim
 * that was taken over meanwhile is dropped from `held` (its outcome will not be written).
 */
async function extendClaims(
  { db, config, logger, clock }: WorkerRuntime,
  held: Map<number, DeliveryRow>,
): Promise<void> {
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
export function startHeartbeat(
  runtime: WorkerRuntime,
  heartbeatMs: number,
  held: Map<number, DeliveryRow>,
): () => Promise<void> {
  if (heartbeatMs <= 0 || held.size === 0) return async () => undefined;
  let beat: Promise<void> | undefined;
  const timer = setInterval(() => {
    // One heartbeat at a time: a slow database must not pile them up.
    if (beat || held.size === 0) return;
    beat = extendClaims(runtime, held)
      .catch((error: unknown) =>
        runtime.logger.warn({ error: describeError(error) }, 'could not extend the outbox claims'),
      )
      .finally(() => (beat = undefined));
  }, heartbeatMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beat;
  };
}

/**
 * Gives the claims of the sends in flight back: due now, `attempts` as before the claim,
 * `pending` again if it was the first. Only claims still held (same `attempts`) are touched.
 */
export async function releaseClaims(
  { db, logger, clock }: WorkerRuntime,
  sending: Map<number, { delivery: DeliveryRow; abort: AbortController }>,
): Promise<number> {
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
