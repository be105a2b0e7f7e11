import { HttpError } from '@corp/api/core';
import type { Database, LeadStatus } from '@corp/api/db';
import { adminUsers, leads, leadStatuses, recordAudit } from '@corp/api/db';
import type { AuditActor } from '@corp/api/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod/mini';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `PATCH /leads/:id`: a new status, a new owner (null: nobody), or both. */
export const leadChangeSchema = z
  .strictObject({
    status: z.optional(z.enum(leadStatuses, 'wrong-value')),
    ownerId: z.optional(z.nullable(z.string().check(z.regex(UUID, 'wrong-value')))),
  })
  .check(
    z.refine((change) => change.status !== undefined || change.ownerId !== undefined, {
      message: 'required',
      path: ['status'],
    }),
  );
export type LeadChange = z.infer<typeof leadChangeSchema>;

export interface LeadChangeContext {
  actor: AuditActor;
  ip: string;
  now: Date;
}

/**
 * Changes a lead's status and/or owner in one transaction with its audit entry (`lead.update`,
 * details: what changed, from and to; owners by login). The owner must be an active
 * administrator or sales user (else 400 on `ownerId`). False when there is no such lead.
 */
export async function changeLead(
  db: Database,
  id: string,
  change: LeadChange,
  context: LeadChangeContext,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update')
      .limit(1);
    if (!lead) return false;

    let ownerLogin: string | null = null;
    if (change.ownerId) {
      const [owner] = await tx
        .select({ login: adminUsers.login })
        .from(adminUsers)
        .where(
          and(
            eq(adminUsers.id, change.ownerId),
            inArray(adminUsers.role, ['admin', 'sales']),
            isNull(adminUsers.disabledAt),
            sql`${adminUsers.passwordHash} is not null`,
          ),
        )
        .limit(1);
      if (!owner)
        throw new HttpError(400, 'Invalid request', 'validation_failed', {
          ownerId: 'not-an-owner',
        });
      ownerLogin = owner.login;
    }

    const details: Record<string, unknown> = {};
    const set: { status?: LeadStatus; statusChangedAt?: Date; ownerId?: string | null } = {};
    if (change.status !== undefined && change.status !== lead.status) {
      set.status = change.status;
      set.statusChangedAt = context.now;
      details['status'] = { from: lead.status, to: change.status };
    }
    if (change.ownerId !== undefined && change.ownerId !== lead.ownerId) {
      set.ownerId = change.ownerId;
      const [previous] = lead.ownerId
        ? await tx
            .select({ login: adminUsers.login })
            .from(adminUsers)
            .where(eq(adminUsers.id, lead.ownerId))
        : [];
      details['owner'] = { from: previous?.login ?? null, to: ownerLogin };
    }
    if (Object.keys(set).length === 0) return true;
    await tx.update(leads).set(set).where(eq(leads.id, id));
    await recordAudit(tx, {
      actor: context.actor,
      action: 'lead.update',
      targetType: 'lead',
      targetId: id,
      details,
      ip: context.ip,
    });
    return true;
  });
}
