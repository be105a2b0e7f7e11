import type { AuditActor, Database } from '@corp/api/db';
import { auditIn, deleteLeadRows, removeFileBytes } from './remove-leads';
import type { LeadFileStores } from './remove-leads';
import { findSubject, subjectCounts } from './subject';
import type { SubjectCounts } from './subject';

export interface ErasureResult extends SubjectCounts {
  /** File bytes outside the database that could not be removed after the commit. */
  filesNotRemoved: number;
}

/**
 * Erases everything stored about `email` (normalised by `subjectEmail`) in one transaction: its
 * leads (any case of the address), their files (the database store's bytes with them), outbox
 * rows and `Idempotency-Key` records, and records `privacy.erase` in the audit log with the
 * counts only (who and when are the entry's own; no e-mail, no hash of it, no lead id). Bytes in
 * a disk or S3 store are removed once the transaction has committed.
 */
export async function eraseSubject(
  db: Database,
  stores: LeadFileStores,
  email: string,
  audit: { actor: AuditActor; ip?: string },
): Promise<ErasureResult> {
  const { counts, after } = await db.transaction(async (tx) => {
    const records = await findSubject(tx, email, { lock: true });
    const found = subjectCounts(records);
    const deleted = await deleteLeadRows(
      tx,
      stores,
      records.leads.map((lead) => lead.id),
    );
    // What was actually deleted (a key recorded after the look-up is counted too).
    const counts: SubjectCounts = {
      leads: deleted.leads,
      files: deleted.files,
      deliveries: deleted.deliveries,
      idempotencyRecords: deleted.idempotencyRecords,
      deliveredToCrm: found.deliveredToCrm,
    };
    await auditIn(tx, {
      actor: audit.actor,
      action: 'privacy.erase',
      targetType: 'privacy',
      details: { ...counts },
      ip: audit.ip,
    });
    return { counts, after: deleted.after };
  });
  const filesNotRemoved = await removeFileBytes(stores, after);
  return { ...counts, filesNotRemoved };
}
