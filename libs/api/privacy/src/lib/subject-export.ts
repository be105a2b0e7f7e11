import type { FileStore } from '@corp/api/db';
import { leadNotificationEmail, marketingPayload } from '@corp/api/outbox';
import type { SubjectRecords } from './subject';
import { subjectView } from './subject';

export interface SubjectExportOptions {
  files: FileStore;
  /** Files uploaded before the database store held them (`UPLOADS_DIR`), read when the store has none. */
  legacyFiles?: FileStore;
  /** `subscriptions[].brand` of the CRM payload (`MARKETING_BRAND`); without it no payload is shown. */
  brand?: string;
  now: Date;
}

/**
 * The machine-readable export of a data-subject request (GDPR Art. 15 and 20): the look-up with,
 * per file, its bytes in base64 (or a note when the store has none), per webhook delivery the
 * JSON body that is (or was) posted to the CRM, per e-mail delivery the notification's subject
 * and text, and the idempotency records' stored responses.
 */
export async function subjectExport(records: SubjectRecords, options: SubjectExportOptions) {
  const view = subjectView(records);
  const leadsById = new Map(records.leads.map((lead) => [lead.id, lead]));
  const files = [];
  for (const [index, file] of view.files.entries()) {
    const storedName = records.files[index]?.storedName ?? '';
    const bytes =
      (await options.files.get(storedName)) ?? (await options.legacyFiles?.get(storedName));
    files.push({
      ...file,
      content: bytes
        ? { encoding: 'base64' as const, data: bytes.toString('base64') }
        : { note: 'The stored bytes of this file are gone.' },
    });
  }
  const deliveries = view.deliveries.map((row) => {
    const lead = leadsById.get(row.leadId);
    const payload =
      row.target === 'webhook' && lead && options.brand !== undefined
        ? marketingPayload(lead, { brand: options.brand })
        : undefined;
    // The notification to the sales inbox: the e-mail as it is (or was) sent.
    const email = row.target === 'email' && lead ? leadNotificationEmail(lead) : undefined;
    return { ...row, ...(payload ? { payload } : {}), ...(email ? { email } : {}) };
  });
  const idempotencyRecords = view.idempotencyRecords.map((row, index) => {
    const stored = records.idempotencyRecords[index];
    return {
      ...row,
      requestHash: stored?.requestHash ?? '',
      statusCode: stored?.statusCode ?? null,
      response: stored?.response ?? null,
    };
  });
  return {
    format: 'corp.personal-data-export',
    version: 1,
    exportedAt: options.now.toISOString(),
    ...view,
    files,
    deliveries,
    idempotencyRecords,
  };
}
