import { leadDeliveries, leads } from '@corp/api/db';
import type { DeliveryTarget } from '@corp/api/db';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { LeadRow } from './lead';
import { anyRecipients, recipientsFor } from './lead-recipients';
import type { OutboxConfig } from './outbox-config';
import type { WorkerRuntime } from './worker-runtime';

export type DeliveryRow = typeof leadDeliveries.$inferSelect;

/** A delivery this worker holds, with its lead. */
export interface Claimed {
  delivery: DeliveryRow;
  lead: LeadRow;
}

/** Kept in `last_error` when a target has no configuration. */
export const notConfigured = 'not configured';

/** Whether the target can take this lead (an e-mail needs a recipient for its site and type). */
export type Deliverable = (target: DeliveryTarget, lead: LeadRow | undefined) => boolean;

/** The targets the configuration can deliver to, read once. */
export function deliverableFor(config: OutboxConfig): Deliverable {
  const configured: Record<DeliveryTarget, boolean> = {
    webhook: Boolean(config.webhookUrl),
    email: Boolean(config.smtpUrl) && anyRecipients(config),
  };
  return (target, lead) =>
    configured[target] && (target !== 'email' || !lead || recipientsFor(config, lead).length > 0);
}

/** The row, if this claim still holds it (a claim that expired may have been taken over). */
export const ownClaim = (delivery: DeliveryRow) =>
  and(
    eq(leadDeliveries.id, delivery.id),
    eq(leadDeliveries.status, 'processing'),
    eq(leadDeliveries.attempts, delivery.attempts),
  );

/**
 * One transaction: lock the due rows (skipping rows another worker holds), mark the ones of an
 * unconfigured target `skipped`, and the rest `processing` until `now + lockMs`.
 */
export async function claimDue(
  { db, config }: WorkerRuntime,
  deliverable: Deliverable,
  now: Date,
): Promise<{ claimed: Claimed[]; skipped: number }> {
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
