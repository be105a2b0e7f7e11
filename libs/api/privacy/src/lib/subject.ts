import { HttpError } from '@corp/api/core';
import { idempotencyKeys, leadDeliveries, leadFiles, leads } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { asc, inArray, sql } from 'drizzle-orm';

/** The database or a transaction: what the look-up and the erasure read with. */
export type Reader = Pick<Database, 'select'>;

/** The e-mail address of a request, trimmed and lower-cased (leads are matched case-insensitively). */
export function subjectEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email)
    throw new HttpError(400, 'email is required', 'validation_failed', { email: 'required' });
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new HttpError(400, 'email is not an e-mail address', 'validation_failed', {
      email: 'wrong-email',
    });
  return email;
}

/** A lead's id as it appears in its `Idempotency-Key` record: the stored 201 body's `data.id`. */
export const idempotencyLeadId = sql<string>`(${idempotencyKeys.response} -> 'data' ->> 'id')`;

/** Everything stored about one e-mail address, as rows. */
export interface SubjectRecords {
  leads: (typeof leads.$inferSelect)[];
  files: (typeof leadFiles.$inferSelect)[];
  deliveries: (typeof leadDeliveries.$inferSelect)[];
  idempotencyRecords: (typeof idempotencyKeys.$inferSelect)[];
  /** Leads whose webhook delivery (the CRM) succeeded: they must be erased there too. */
  deliveredToCrm: string[];
}

/** Reads every row that belongs to the leads of `email` (already normalised by `subjectEmail`). */
export async function findSubject(
  db: Reader,
  email: string,
  options: { lock?: boolean } = {},
): Promise<SubjectRecords> {
  const query = db
    .select()
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email}`)
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const found = options.lock ? await query.for('update') : await query;
  const ids = found.map((lead) => lead.id);
  if (ids.length === 0)
    return { leads: [], files: [], deliveries: [], idempotencyRecords: [], deliveredToCrm: [] };
  // One after another: inside a transaction they share one connection.
  const files = await db
    .select()
    .from(leadFiles)
    .where(inArray(leadFiles.leadId, ids))
    .orderBy(asc(leadFiles.id));
  const deliveries = await db
    .select()
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, ids))
    .orderBy(asc(leadDeliveries.id));
  const idempotencyRecords = await db
    .select()
    .from(idempotencyKeys)
    .where(inArray(idempotencyLeadId, ids))
    .orderBy(asc(idempotencyKeys.createdAt));
  const deliveredToCrm = [
    ...new Set(
      deliveries
        .filter((row) => row.target === 'webhook' && row.status === 'delivered')
        .map((row) => row.leadId),
    ),
  ];
  return { leads: found, files, deliveries, idempotencyRecords, deliveredToCrm };
}

/** How many of each: what the audit log keeps of a look-up, an export or an erasure. */
export function subjectCounts(records: SubjectRecords) {
  return {
    leads: records.leads.length,
    files: records.files.length,
    deliveries: records.deliveries.length,
    idempotencyRecords: records.idempotencyRecords.length,
    deliveredToCrm: records.deliveredToCrm.length,
  };
}
export type SubjectCounts = ReturnType<typeof subjectCounts>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * What the admin's look-up shows: each lead with every field, its files' metadata, the
 * deliveries' states, the idempotency records (route, key, when) and the leads delivered to
 * the CRM. Consent records are keyed by a browser fingerprint that no lead carries, so none is
 * linkable to an e-mail address.
 */
export function subjectView(records: SubjectRecords) {
  return {
    leads: records.leads.map((lead) => ({
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      type: lead.type,
      site: lead.site,
      locale: lead.locale,
      page: lead.page,
      product: lead.product,
      event: lead.event,
      email: lead.email,
      fields: lead.fields,
      meta: lead.meta,
      status: lead.status,
      ownerId: lead.ownerId,
      openedAt: iso(lead.openedAt),
      statusChangedAt: iso(lead.statusChangedAt),
    })),
    files: records.files.map((file) => ({
      id: file.id,
      leadId: file.leadId,
      name: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      createdAt: file.createdAt.toISOString(),
    })),
    deliveries: records.deliveries.map((row) => ({
      id: row.id,
      leadId: row.leadId,
      target: row.target,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      deliveredAt: iso(row.deliveredAt),
      createdAt: row.createdAt.toISOString(),
    })),
    idempotencyRecords: records.idempotencyRecords.map((row) => ({
      route: row.route,
      key: row.key,
      leadId: leadIdOf(row.response),
      createdAt: row.createdAt.toISOString(),
    })),
    consentRecords: {
      linkable: false,
      note: 'Cookie consent records are keyed by a browser fingerprint, never by an e-mail address; none can be linked to this person.',
    },
    deliveredToCrm: records.deliveredToCrm,
    counts: subjectCounts(records),
  };
}

function leadIdOf(response: unknown): string | null {
  const data = (response as { data?: { id?: unknown } } | null)?.data;
  return typeof data?.id === 'string' ? data.id : null;
}
