import type { Database, FileStore } from '@corp/api/db';
import { leadFiles } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import { attachmentDisposition, sendError } from '@corp/api/core';
import { documentDownloadName } from '@corp/shared/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ScryptParams, SignInLimiter } from '@corp/api/accounts';
import { recordAudit } from '@corp/api/db';
import { exportAccess } from './export-access';
import type { ExportPages } from './export-columns';
import { consentColumns, consentCsvColumns, consentRows } from './consents-csv';
import { csvChunks } from './csv';
import { countedPages, sendCsvExport, sendXlsxExport } from './export-send';
import { leadColumns, leadCsvColumns, leadRows } from './leads-csv';
import { xlsxExport } from './xlsx';

export interface ExportRoutesOptions {
  db: Database;
  /** Where resume files are stored (`lead_files.stored_name` names them there). */
  files: FileStore;
  /** The clock for the export's file name. */
  now?: () => Date;
  /** Leads (and consent records) read per query while streaming the exports. */
  csvPageSize?: number;
  /** The failed-sign-in budget an `Authorization: Basic` header is counted against. */
  limiter?: SignInLimiter;
  /** scrypt's cost (a hash made with other parameters is redone). */
  scrypt?: ScryptParams;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A MIME type that is safe to echo as `Content-Type`; anything else is served as bytes. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(
    request,
    reply,
    404,
    'not_found',
    `No admin route ${request.method} ${request.url.split('?')[0]}`,
  );
}

/**
 * The leads and cookie-consent exports (administrators and sales): `GET /leads.xlsx` and
 * `GET /consents.xlsx` (typed spreadsheet cells: for people), `GET /leads.csv` and
 * `GET /consents.csv` (every value exactly as stored: for machines, such as a CRM import) and
 * `GET /files/:id` (a resume file). Signed in (the session), or with `Authorization: Basic` of an
 * active administrator or sales user (scripts; never asked for with `WWW-Authenticate`). Each
 * export is in the audit log (`export`, with its row count once streamed), each file download
 * too (`lead.file`, the lead's id with the file's). Registered under
 * `/admin/api` inside the session hook's context.
 */
export const exportRoutes: FastifyPluginAsync<ExportRoutesOptions> = async (app, options) => {
  const { db } = options;
  const basePath = app.prefix;
  // Leads' data: never kept by a cache, never sniffed into something else.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  app.addHook('preHandler', exportAccess(options));

  /** The audit entry of an export, once its rows are counted. */
  const audit = (request: FastifyRequest, details: Record<string, unknown>) => {
    const user = request.adminUser;
    return recordAudit(db, {
      actor: user ? { id: user.id, login: user.login } : { id: null, login: '' },
      action: 'export',
      targetType: 'export',
      targetId: String(details['export'] ?? ''),
      details,
      ip: request.ip,
    });
  };
  /** Pages that record the export's audit entry when the last one has been read. */
  const audited = (request: FastifyRequest, name: string, pages: ExportPages): ExportPages =>
    countedPages(pages, (rows) => audit(request, { export: name, rows }));

  const today = () => (options.now?.() ?? new Date()).toISOString().slice(0, 10);
  const pageSize = options.csvPageSize;

  const sendCsv = (reply: FastifyReply, name: string, chunks: AsyncGenerator<string>) =>
    sendCsvExport(reply, `${name}-${today()}`, chunks);
  const sendXlsx = (reply: FastifyReply, name: string, workbook: Promise<Readable>) =>
    sendXlsxExport(reply, `${name}-${today()}`, workbook);

  const leadOptions = { db, filesPath: `${basePath}/files`, pageSize };
  app.get('/leads.csv', async (request, reply) =>
    sendCsv(
      reply,
      'leads',
      csvChunks(leadCsvColumns, audited(request, 'leads.csv', leadRows(leadOptions))),
    ),
  );
  app.get('/leads.xlsx', async (request, reply) =>
    sendXlsx(
      reply,
      'leads',
      xlsxExport('leads', leadColumns, audited(request, 'leads.xlsx', leadRows(leadOptions))),
    ),
  );
  app.get('/consents.csv', async (request, reply) =>
    sendCsv(
      reply,
      'consents',
      csvChunks(consentCsvColumns, audited(request, 'consents.csv', consentRows({ db, pageSize }))),
    ),
  );
  app.get('/consents.xlsx', async (request, reply) =>
    sendXlsx(
      reply,
      'consents',
      xlsxExport(
        'consents',
        consentColumns,
        audited(request, 'consents.xlsx', consentRows({ db, pageSize })),
      ),
    ),
  );

  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) return notFound(request, reply);
    const [file] = await db.select().from(leadFiles).where(eq(leadFiles.id, id)).limit(1);
    if (!file) return notFound(request, reply);

    // The stored name comes from the row only; the disk store keeps it inside its folder.
    const bytes = await options.files.get(file.storedName);
    if (!bytes) {
      request.log.warn({ fileId: id }, 'Lead file is missing from the file store');
      return notFound(request, reply);
    }
    // A lead's personal data opened: in the log as the lead's (`lead.file`), with the file's id.
    const user = request.adminUser;
    await recordAudit(db, {
      actor: user ? { id: user.id, login: user.login } : { id: null, login: '' },
      action: 'lead.file',
      targetType: 'lead',
      targetId: file.leadId,
      details: { fileId: id },
      ip: request.ip,
    });
    // Handed back under a name ending in its content's extension, whatever name it came with.
    return reply
      .type(MIME_TYPE.test(file.mimeType) ? file.mimeType : 'application/octet-stream')
      .header('Content-Length', bytes.length)
      .header(
        'Content-Disposition',
        attachmentDisposition(documentDownloadName(file.originalName, file.mimeType)),
      )
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
};
