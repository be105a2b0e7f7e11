import { consentRecords, leads } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { asc, lt, sql } from 'drizzle-orm';
import { deleteLeadRows, removeFileBytes } from './remove-leads';
import type { LeadFileStores } from './remove-leads';

const day = 86_400_000;
/** Rows deleted per transaction, so a long backlog never holds one huge transaction or lock. */
const defaultBatch = 500;

export interface RetentionPeriods {
  /** Leads (with their files, outbox rows and idempotency records) older than this go. */
  leadDays: number;
  /** Cookie consent records older than this go. */
  consentDays: number;
}

export interface RetentionCounts {
  leads: number;
  files: number;
  deliveries: number;
  idempotencyRecords: number;
  consentRecords: number;
  /** File bytes outside the database that could not be removed (logged; the rows are gone). */
  filesNotRemoved: number;
}

/**
 * Deletes what is past its retention period at `now`: leads created before `now − leadDays`
 * (files, bytes, outbox rows, idempotency records with them) and consent records created
 * before `now − consentDays`, each a batch per transaction; returns the counts.
 */
export async function applyRetention(
  db: Database,
  stores: LeadFileStores,
  options: RetentionPeriods & { now: Date; batchSize?: number },
): Promise<RetentionCounts> {
  const batchSize = options.batchSize ?? defaultBatch;
  const leadCutoff = new Date(options.now.getTime() - options.leadDays * day);
  const consentCutoff = new Date(options.now.getTime() - options.consentDays * day);
  const counts: RetentionCounts = {
    leads: 0,
    files: 0,
    deliveries: 0,
    idempotencyRecords: 0,
    consentRecords: 0,
    filesNotRemoved: 0,
  };
  for (;;) {
    const { deleted, after } = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(lt(leads.createdAt, leadCutoff))
        .orderBy(asc(leads.createdAt))
        .limit(batchSize)
        // Rows another process is erasing now are left for the next batch or run.
        .for('update', { skipLocked: true });
      const result = await deleteLeadRows(
        tx,
        stores,
        batch.map((row) => row.id),
      );
      return { deleted: result, after: result.after };
    });
    counts.leads += deleted.leads;
    counts.files += deleted.files;
    counts.deliveries += deleted.deliveries;
    counts.idempotencyRecords += deleted.idempotencyRecords;
    counts.filesNotRemoved += await removeFileBytes(stores, after);
    if (deleted.leads < batchSize) break;
  }
  for (;;) {
    const old = db
      .select({ id: consentRecords.id })
      .from(consentRecords)
      .where(lt(consentRecords.createdAt, consentCutoff))
      .limit(batchSize);
    const removed = await db
      .delete(consentRecords)
      .where(sql`${consentRecords.id} in ${old}`)
      .returning({ id: consentRecords.id });
    counts.consentRecords += removed.length;
    if (removed.length < batchSize) break;
  }
  return counts;
}
