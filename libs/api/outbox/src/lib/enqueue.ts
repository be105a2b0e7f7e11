import { deliveryTargets, leadDeliveries } from '@corp/api/db';
import type { Database } from '@corp/api/db';

/** A drizzle transaction or the database itself: all `enqueueDeliveries` needs is `insert`. */
export type Inserter = Pick<Database, 'insert'>;

/**
 * Writes the outbox rows of a new lead, one per target (`webhook`, `email`), as `pending` and
 * due at once. Call it inside the transaction that inserts the lead, so a lead is never stored
 * without its deliveries (nor the other way round).
 *
 * `now` (default: the current time) is when the rows become due; pass the worker's clock if it
 * is not the real one.
 */
export async function enqueueDeliveries(
  tx: Inserter,
  leadId: string,
  options: { now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await tx.insert(leadDeliveries).values(
    deliveryTargets.map((target) => ({
      leadId,
      target,
      status: 'pending' as const,
      nextAttemptAt: now,
      updatedAt: now,
    })),
  );
}
