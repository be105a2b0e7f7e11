import {
  countedPages,
  csvChunks,
  leadColumns,
  leadCsvColumns,
  leadRows,
  sendCsvExport,
  sendXlsxExport,
  xlsxExport,
} from '@corp/api/admin';
import type { ExportPages } from '@corp/api/admin';
import { parseOr400 } from '@corp/api/core';
import type { Database } from '@corp/api/db';
import { recordAudit } from '@corp/api/db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { auditedFilter, leadConditions, leadFilterSchema } from './lead-filter';
import type { LeadFilter } from './lead-filter';

export interface InboxExportOptions {
  db: Database;
  now: () => Date;
  /** Where `GET /files/:id` is served, for the `file` column. */
  filesPath: string;
  /** Leads read per query. */
  pageSize?: number;
}

/**
 * The inbox's filtered view as downloads, newest first: `GET /export.csv` (every value exactly
 * as stored, the columns of `/admin/api/leads.csv`) and `GET /export.xlsx` (typed cells). Both
 * are streamed a keyset page at a time, never all rows in memory; each download is audited
 * `export` with its filter (the searched text left out) and row count once the last page is read.
 */
export const inboxExportRoutes: FastifyPluginAsync<InboxExportOptions> = async (app, options) => {
  const { db } = options;

  function pagesOf(request: FastifyRequest, name: string): ExportPages {
    const filter: LeadFilter = parseOr400(leadFilterSchema, request.query, 'query');
    const pages = leadRows({
      db,
      filesPath: options.filesPath,
      pageSize: options.pageSize,
      where: leadConditions(filter).all,
      newestFirst: true,
    });
    const user = request.adminUser;
    return countedPages(pages, (rows) =>
      recordAudit(db, {
        actor: user ? { id: user.id, login: user.login } : { id: null, login: '' },
        action: 'export',
        targetType: 'export',
        targetId: name,
        details: { export: name, rows, filter: auditedFilter(filter) },
        ip: request.ip,
      }),
    );
  }
  const fileName = () => `leads-${options.now().toISOString().slice(0, 10)}`;

  app.get('/export.csv', async (request, reply) =>
    sendCsvExport(
      reply,
      fileName(),
      csvChunks(leadCsvColumns, pagesOf(request, 'leads-filtered.csv')),
    ),
  );
  app.get('/export.xlsx', async (request, reply) =>
    sendXlsxExport(
      reply,
      fileName(),
      xlsxExport('leads', leadColumns, pagesOf(request, 'leads-filtered.xlsx')),
    ),
  );
};
