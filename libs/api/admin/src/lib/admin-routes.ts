import type { Database, FileStore } from '@corp/api/db';
import { leadFiles } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import { sendError } from '@corp/api/core';
import { documentDownloadName } from '@corp/shared/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { renderAdminPage } from './admin-page';
import { credentialsMatch, parseBasicAuth } from './basic-auth';
import { attachmentDisposition } from './content-disposition';
import { consentColumns, consentRows, consentsCsv } from './consents-csv';
import { leadColumns, leadRows, leadsCsv } from './leads-csv';
import { xlsxExport } from './xlsx';

export interface AdminRoutesOptions {
  db: Database;
  /** Basic-auth user; without user and password every route answers 404. */
  user?: string;
  password?: string;
  /** Where resume files are stored (`lead_files.stored_name` names them there). */
  files: FileStore;
  /** The clock for the export's file name. */
  now?: () => Date;
  /** Leads (and consent records) read per query while streaming the exports. */
  csvPageSize?: number;
}

export const ADMIN_REALM = 'Basic realm="leads", charset="UTF-8"';

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
 * Marketing's view of the leads, behind HTTP basic auth: `GET /` (counts and links),
 * `GET /leads.xlsx` and `GET /consents.xlsx` (every lead, every cookie-consent record, streamed
 * as typed spreadsheet cells: for people), `GET /leads.csv` and `GET /consents.csv` (the same,
 * every value exactly as stored: for machines, such as a CRM import) and `GET /files/:id` (a
 * resume file). The host registers it with `{ prefix: '/admin' }`.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  const { db } = options;
  const basePath = app.prefix;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  app.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'Admin request failed');
    return sendError(
      request,
      reply,
      status,
      status >= 500 ? 'internal_error' : 'bad_request',
      status >= 500 ? 'Internal server error' : error.message,
    );
  });

  app.setNotFoundHandler(async (request, reply) => notFound(request, reply));

  // Disabled: no routes at all, so every path under the prefix is the 404 above.
  if (!options.user || !options.password) return;
  const expected = { user: options.user, password: options.password };

  app.addHook('onRequest', async (request, reply) => {
    const given = parseBasicAuth(request.headers.authorization);
    if (given && credentialsMatch(given, expected)) return;
    reply.header('WWW-Authenticate', ADMIN_REALM);
    return sendError(request, reply, 401, 'unauthorized', 'Authentication required');
  });

  app.get('/', async (_request, reply) => {
    const html = await renderAdminPage(db, basePath);
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'")
      .send(html);
  });

  const today = () => (options.now?.() ?? new Date()).toISOString().slice(0, 10);
  const pageSize = options.csvPageSize;

  /** Streams a CSV export; its first page is read before answering, so a database failure is a clean 500. */
  async function sendCsv(reply: FastifyReply, name: string, chunks: AsyncGenerator<string>) {
    const first = await chunks.next();
    async function* body() {
      if (first.done) return;
      yield first.value;
      yield* chunks;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}-${today()}.csv"`)
      .send(Readable.from(body(), { objectMode: false }));
  }

  /** Streams a spreadsheet export (its first page too is read before answering). */
  async function sendXlsx(reply: FastifyReply, name: string, workbook: Promise<Readable>) {
    const body = await workbook;
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${name}-${today()}.xlsx"`)
      .send(body);
  }

  const leadOptions = { db, filesPath: `${basePath}/files`, pageSize };
  app.get('/leads.csv', async (_request, reply) => sendCsv(reply, 'leads', leadsCsv(leadOptions)));
  app.get('/leads.xlsx', async (_request, reply) =>
    sendXlsx(reply, 'leads', xlsxExport('leads', leadColumns, leadRows(leadOptions))),
  );
  app.get('/consents.csv', async (_request, reply) =>
    sendCsv(reply, 'consents', consentsCsv({ db, pageSize })),
  );
  app.get('/consents.xlsx', async (_request, reply) =>
    sendXlsx(
      reply,
      'consents',
      xlsxExport('consents', consentColumns, consentRows({ db, pageSize })),
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
