import { leadDeliveries } from '@corp/api/db';
import { ownClaim } from './delivery-claims';
import type { DeliveryRow } from './delivery-claims';
import { retryDelayMs } from './retry-delay';
import type { WorkerRuntime } from './worker-runtime';

/**
 * Records a send's outcome on the row, if this claim still holds it: `delivered`; or after a
 * failure `retry` with the backoff, or `dead` once `maxAttempts` is reached.
 */
export async function recordOutcome(
  { db, config, logger, clock }: WorkerRuntime,
  random: () => number,
  delivery: DeliveryRow,
  failure: string | undefined,
): Promise<'delivered' | 'failed'> {
  const context = {
    deliveryId: delivery.id,
    leadId: delivery.leadId,
    target: delivery.target,
    attempts: delivery.attempts,
  };
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
    logger.warn({ ...context, error: failure, nextAttemptAt }, 'lead delivery failed; will retry');
  }
  return 'failed';
}
