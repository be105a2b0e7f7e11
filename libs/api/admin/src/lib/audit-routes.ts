import { parseOr400, requireRole } from '@corp/api/core';
import type { Database } from '@corp/api/db';
import { auditLog, recordAudit } from '@corp/api/db';
import { AUDIT_PAGE_DEFAULT, auditQuerySchema } from '@corp/shared/contracts';
import type { AuditEntryView, AuditQuery } from '@corp/shared/contracts';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import { csvChunks } from './csv';
import type { ExportCell, ExportPages } from './export-columns';

type AuditRow = typeof auditLog.$inferSelect;

export const auditView = (row: AuditRow): AuditEntryView => ({
  id: row.id,
  at: row.at.toISOString(),
  actorLogin: row.actorLogin,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  details: row.details,
  ip: row.ip,
});

/** One page of the log, newest first: entries matching `query`, older than `query.before`. */
export async function auditPage(db: Database, query: AuditQuery, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        query.actor !== undefined ? eq(auditLog.actorLogin, query.actor.toLowerCase()) : undefined,
        query.action !== undefined ? eq(auditLog.action, query.action) : undefined,
        query.from !== undefined ? gte(auditLog.at, new Date(query.from)) : undefined,
        query.to !== undefined ? lt(auditLog.at, new Date(query.to)) : undefined,
        query.before !== undefined ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export const auditCsvColumns = [
  'id',
  'at',
  'actor',
  'action',
  'target_type',
  'target_id',
  'details',
  'ip',
] as const;

/** Every entry matching `query`, newest first, a page per query (keyset on the id). */
async function* auditRows(db: Database, query: AuditQuery, pageSize: number): ExportPages {
  let before = query.before;
  for (;;) {
    const page = await auditPage(db, { ...query, before }, pageSize);
    if (page.length === 0) return;
    yield page.map((row): ExportCell[] => [
      row.id,
      row.at,
      row.actorLogin,
      row.action,
      row.targetType,
      row.targetId,
      JSON.stringify(row.details),
      row.ip,
    ]);
    if (page.length < pageSize) return;
    before = (page[page.length - 1] as AuditRow).id;
  }
}

/**
 * The audit log, for administrators: `GET /audit?actor=&action=&from=&to=&before=&limit=`
 * (newest first, `next` is the `before` of the following page) and `GET /audit.csv` (the same
 * filter, every entry, streamed; itself an `export` in the log).
 */
export const auditRoutes: FastifyPluginAsync<{
  db: Database;
  now?: () => Date;
  csvPageSize?: number;
}> = async (app, options) => {
  const { db } = options;
  app.addHook('preHandler', requireRole('admin'));

  app.get('/audit', async (request) => {
    const query = parseOr400(auditQuerySchema, request.query, 'query');
    const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
    const rows = await auditPage(db, query, limit + 1);
    const data = rows.slice(0, limit).map(auditView);
    const last = data[data.length - 1];
    return rows.length > limit && last ? { data, next: last.id } : { data };
  });

  app.get('/audit.csv', async (request, reply) => {
    const { limit: _limit, ...query } = parseOr400(auditQuerySchema, request.query, 'query');
    const user = request.adminUser;
    const tally = { rows: 0 };
    const rows = auditRows(db, query, options.csvPageSize ?? 1000);
    async function* counted(): ExportPages {
      for await (const page of rows) {
        tally.rows += page.length;
        yield page;
      }
      await recordAudit(db, {
        actor: user ? { id: user.id, login: user.login } : { id: null, login: '' },
        action: 'export',
        targetType: 'export',
        targetId: 'audit.csv',
        details: { export: 'audit.csv', rows: tally.rows, filter: query },
        ip: request.ip,
      });
    }
    const chunks = csvChunks(auditCsvColumns, counted());
    const first = await chunks.next();
    async function* body() {
      if (first.done) return;
      yield first.value;
      yield* chunks;
    }
    const day = (options.now?.() ?? new Date()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
      .send(Readable.from(body(), { objectMode: false }));
  });
};
