import { deliveryStatuses, deliveryTargets, leadDeliveries } from '@corp/api/db';
import type { Database, DeliveryStatus, DeliveryTarget } from '@corp/api/db';
import { sql } from 'drizzle-orm';

/** How many outbox rows each target has in each status (every status present, zero or not). */
export type OutboxStats = Record<DeliveryTarget, Record<DeliveryStatus, number>>;

/** Counts the outbox rows per target and status, for the admin and health views. */
export async function outboxStats(db: Pick<Database, 'select'>): Promise<OutboxStats> {
  const rows = await db
    .select({
      target: leadDeliveries.target,
      status: leadDeliveries.status,
      count: sql<number>`count(*)::int`,
    })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.target, leadDeliveries.status);
  const stats = Object.fromEntries(
    deliveryTargets.map((target) => [
      target,
      Object.fromEntries(deliveryStatuses.map((status) => [status, 0])),
    ]),
  ) as OutboxStats;
  for (const row of rows) {
    const counts = stats[row.target];
    if (counts && row.status in counts) counts[row.status] = Number(row.count);
  }
  return stats;
}
