import {
  idempotencyKeys,
  leadDeliveries,
  leadFiles,
  leads,
  recordAudit,
  storedFiles,
} from '@corp/api/db';
import type { AuditEntry, Database, FileStore } from '@corp/api/db';
import { inArray } from 'drizzle-orm';
import { idempotencyLeadId } from './subject';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a lead's file bytes may be: the configured store, and older files' folder. */
export interface LeadFileStores {
  files: FileStore;
  /** Files uploaded before the database store held them (`UPLOADS_DIR`), also removed. */
  legacyFiles?: FileStore;
}

/**
 * Deletes leads and everything that belongs to them inside `tx`: their `Idempotency-Key`
 * records, outbox rows, file rows and, with the database file store, the files' bytes (so they
 * go with the transaction). Returns the stored names whose bytes live outside the database, for
 * `removeFileBytes` once the transaction has committed.
 */
export async function deleteLeadRows(
  tx: Transaction,
  stores: LeadFileStores,
  leadIds: string[],
): Promise<{
  idempotencyRecords: number;
  deliveries: number;
  files: number;
  leads: number;
  after: string[];
}> {
  if (leadIds.length === 0)
    return { idempotencyRecords: 0, deliveries: 0, files: 0, leads: 0, after: [] };
  const idempotency = await tx
    .delete(idempotencyKeys)
    .where(inArray(idempotencyLeadId, leadIds))
    .returning({ key: idempotencyKeys.key });
  const deliveries = await tx
    .delete(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, leadIds))
    .returning({ id: leadDeliveries.id });
  const files = await tx
    .delete(leadFiles)
    .where(inArray(leadFiles.leadId, leadIds))
    .returning({ storedName: leadFiles.storedName });
  const names = files.map((file) => file.storedName);
  if (stores.files.kind === 'database' && names.length)
    await tx.delete(storedFiles).where(inArray(storedFiles.name, names));
  const removed = await tx
    .delete(leads)
    .where(inArray(leads.id, leadIds))
    .returning({ id: leads.id });
  return {
    idempotencyRecords: idempotency.length,
    deliveries: deliveries.length,
    files: files.length,
    leads: removed.length,
    // Disk or S3 bytes (and older files beside the database store) go once the rows are gone.
    after: stores.files.kind !== 'database' || stores.legacyFiles ? names : [],
  };
}

/**
 * Removes the bytes of deleted leads' files from the disk or S3 store (and the older files'
 * folder); returns how many could not be removed (each is retried by no one: logged by the caller).
 */
export async function removeFileBytes(stores: LeadFileStores, names: string[]): Promise<number> {
  let failed = 0;
  for (const name of names) {
    try {
      if (stores.files.kind !== 'database') await stores.files.remove(name);
      await stores.legacyFiles?.remove(name);
    } catch {
      failed += 1;
    }
  }
  return failed;
}

/** Records an audit entry in `tx`, so it commits with what it describes. */
export const auditIn = (tx: Transaction, entry: AuditEntry) => recordAudit(tx, entry);
