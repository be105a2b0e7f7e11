import type { Database } from '@corp/api/db';
import { leadDeliveries, leads } from '@corp/api/db';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { requireRole } from '@corp/api/core';
import type { FastifyPluginAsync } from 'fastify';

/** Dead deliveries listed (the most recent ones; the total counts all). */
export const DEAD_DELIVERIES_SHOWN = 100;

/**
 * What the old admin page showed, for the admin app's leads page: leads per type, deliveries per
 * target and status, and the dead deliveries (ids and delivery facts, never a visitor's fields).
 */
export async function leadsSummary(db: Database, deadShown = DEAD_DELIVERIES_SHOWN) {
  const count = sql<number>`count(*)::int`;
  const [byType, deliveries, dead] = await Promise.all([
    db.select({ type: leads.type, count }).from(leads).groupBy(leads.type).orderBy(asc(leads.type)),
    db
      .select({ target: leadDeliveries.target, status: leadDeliveries.status, count })
      .from(leadDeliveries)
      .groupBy(leadDeliveries.target, leadDeliveries.status)
      .orderBy(asc(leadDeliveries.target), asc(leadDeliveries.status)),
    db
      .select({
        leadId: leadDeliveries.leadId,
        type: leads.type,
        target: leadDeliveries.target,
        attempts: leadDeliveries.attempts,
        lastError: leadDeliveries.lastError,
        diedAt: leadDeliveries.updatedAt,
      })
      .from(leadDeliveries)
      .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
      .where(eq(leadDeliveries.status, 'dead'))
      .orderBy(desc(leadDeliveries.updatedAt), desc(leadDeliveries.id))
      .limit(deadShown),
  ]);
  return {
    total: byType.reduce((sum, row) => sum + row.count, 0),
    byType,
    deliveries,
    dead: {
      total: deliveries
        .filter((row) => row.status === 'dead')
        .reduce((sum, row) => sum + row.count, 0),
      latest: dead.map((row) => ({
        ...row,
        lastError: row.lastError ?? '',
        diedAt: row.diedAt.toISOString(),
      })),
    },
  };
}
export type LeadsSummary = Awaited<ReturnType<typeof leadsSummary>>;

/**
 * `GET /leads/summary` (signed-in administrators and sales): counts and dead deliveries; a dead
 * delivery is retried once requeued (`npm run outbox:requeue`).
 */
export const leadsSummaryRoutes: FastifyPluginAsync<{ db: Database; deadShown?: number }> = async (
  app,
  options,
) => {
  app.addHook('preHandler', requireRole('admin', 'sales'));
  app.get('/leads/summary', async () => leadsSummary(options.db, options.deadShown));
};
