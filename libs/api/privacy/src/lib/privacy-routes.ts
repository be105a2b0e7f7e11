import { HttpError, requireRole } from '@corp/api/core';
import { recordAudit } from '@corp/api/db';
import type { AuditActor, Database } from '@corp/api/db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eraseSubject } from './erase';
import type { LeadFileStores } from './remove-leads';
import { findSubject, subjectCounts, subjectEmail, subjectView } from './subject';
import type { SubjectRecords } from './subject';
import { subjectExport } from './subject-export';

export interface PrivacyRoutesOptions extends LeadFileStores {
  db: Database;
  /** `MARKETING_BRAND`: the export shows the CRM payload of each webhook delivery with it. */
  brand?: string;
  /** The clock of the export's `exportedAt` and file name. */
  now?: () => Date;
}

const actorOf = (request: FastifyRequest): AuditActor => {
  const user = request.adminUser;
  return user ? { id: user.id, login: user.login } : { id: null, login: '' };
};

/**
 * Requests of data subjects (GDPR Art. 15, 17, 20; 152-ФЗ), administrators only (sales and
 * editors get 403), registered under `/admin/api/privacy` inside the admin context (session,
 * CSRF, JSON errors):
 * - `GET /subject?email=` — what is stored about the address (leads of any case of it, files'
 *   metadata, deliveries, idempotency records, the leads delivered to the CRM);
 * - `GET /subject/export?email=` — the same with the files' bytes, as a JSON attachment;
 * - `POST /subject/erase {email, confirm: true}` — erases it all in one transaction.
 * Each is in the audit log (`privacy.lookup`, `privacy.export`, `privacy.erase`) with counts
 * only: never the address, a hash of it or a lead's id.
 */
export const privacyRoutes: FastifyPluginAsync<PrivacyRoutesOptions> = async (app, options) => {
  const { db } = options;
  const stores: LeadFileStores = { files: options.files, legacyFiles: options.legacyFiles };
  const clock = options.now ?? (() => new Date());
  app.addHook('preHandler', requireRole('admin'));

  const audit = (request: FastifyRequest, action: string, records: SubjectRecords) =>
    recordAudit(db, {
      actor: actorOf(request),
      action,
      targetType: 'privacy',
      details: subjectCounts(records),
      ip: request.ip,
    });

  app.get('/subject', { schema: { hide: true } }, async (request) => {
    const email = subjectEmail((request.query as Record<string, unknown>)['email']);
    const records = await findSubject(db, email);
    await audit(request, 'privacy.lookup', records);
    return subjectView(records);
  });

  app.get('/subject/export', { schema: { hide: true } }, async (request, reply) => {
    const email = subjectEmail((request.query as Record<string, unknown>)['email']);
    const records = await findSubject(db, email);
    const now = clock();
    const body = await subjectExport(records, {
      ...stores,
      brand: options.brand,
      now,
    });
    await audit(request, 'privacy.export', records);
    // The file's name never carries the address (it lands in download folders and logs).
    const name = `personal-data-${now.toISOString().slice(0, 10)}.json`;
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(JSON.stringify(body, null, 2));
  });

  app.post('/subject/erase', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(400, 'A JSON object is expected', 'validation_failed');
    const email = subjectEmail(body['email']);
    if (body['confirm'] !== true)
      throw new HttpError(400, 'confirm must be true to erase', 'validation_failed', {
        confirm: 'required',
      });
    const erased = await eraseSubject(db, stores, email, {
      actor: actorOf(request),
      ip: request.ip,
    });
    if (erased.filesNotRemoved > 0)
      request.log.warn(
        { filesNotRemoved: erased.filesNotRemoved },
        'erased files whose bytes could not be removed',
      );
    return { erased };
  });
};
