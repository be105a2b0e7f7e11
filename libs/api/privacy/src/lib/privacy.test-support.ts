import { idempotencyKeys, leadDeliveries, leadFiles, leads } from '@corp/api/db';
import type { Database, FileStore } from '@corp/api/db';
import { randomUUID } from 'node:crypto';

/** A lead as the intake stores it: its row, outbox rows, an idempotency record, maybe a file. */
export async function seedLead(
  db: Database,
  files: FileStore,
  options: {
    email: string;
    createdAt?: Date;
    file?: Buffer;
    /** The webhook delivery succeeded (the CRM has it). */
    delivered?: boolean;
    idempotencyKey?: string;
  },
): Promise<{ id: string; storedName?: string }> {
  const id = randomUUID();
  const createdAt = options.createdAt ?? new Date();
  let storedName: string | undefined;
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({
      id,
      type: options.file ? 'resume' : 'contact',
      locale: 'en',
      email: options.email,
      fields: { firstName: 'Anna', lastName: 'Petrova', email: options.email, company: 'Ural' },
      meta: { ip: '203.0.113.7', userAgent: 'test' },
      site: 'main',
      createdAt,
    });
    if (options.file) {
      storedName = await files.put(tx, options.file, 'pdf');
      await tx.insert(leadFiles).values({
        id: randomUUID(),
        leadId: id,
        originalName: 'cv.pdf',
        storedName,
        mimeType: 'application/pdf',
        size: options.file.length,
        createdAt,
      });
    }
    await tx.insert(leadDeliveries).values([
      {
        leadId: id,
        target: 'webhook',
        status: options.delivered ? 'delivered' : 'dead',
        attempts: 3,
        deliveredAt: options.delivered ? createdAt : null,
        createdAt,
      },
      { leadId: id, target: 'email', status: 'skipped', createdAt },
    ]);
    await tx.insert(idempotencyKeys).values({
      route: options.file ? '/api/v1/feedback-resume/' : '/api/v1/feedback/',
      key: options.idempotencyKey ?? randomUUID(),
      requestHash: 'hash',
      statusCode: 201,
      response: { success: true, data: { id } },
      createdAt,
    });
  });
  return { id, storedName };
}
