import { ADMIN_API_PREFIX } from '@corp/api/admin';
import {
  assertStorableText,
  boundJsonBodies,
  parseOr400,
  requireRole,
  sendError,
} from '@corp/api/core';
import type { Database } from '@corp/api/db';
import { leads, recordAudit } from '@corp/api/db';
import { redeliverDelivery } from '@corp/api/outbox';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { inboxExportRoutes } from './inbox-exports';
import { leadDetail } from './lead-detail';
import { leadListQuerySchema } from './lead-filter';
import { leadOwners, listLeads } from './lead-list';
import { changeLead, leadChangeSchema } from './lead-update';

export interface InboxRoutesOptions {
  db: Database;
  /** The clock of `openedAt`, `statusChangedAt`, a redelivery's due time and the exports' names. */
  now?: () => Date;
  /** Each site's public origin (`SITE_ORIGIN_<SITE>`): a lead's page becomes a link. */
  siteOrigins?: Partial<Record<string, string>>;
  /**
   * Leads read per query while streaming an export (200: a page of full leads, its rows and its
   * CSV text stay within a few MB however many leads there are).
   */
  exportPageSize?: number;
  /** Where the admin's `GET /files/:id` is served; `/admin/api/files` by default. */
  filesPath?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DELIVERY_ID = /^[1-9][0-9]{0,15}$/;

const actorOf = (request: FastifyRequest) => {
  const user = request.adminUser;
  return user ? { id: user.id, login: user.login } : { id: null, login: '' };
};

function noLead(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 404, 'not_found', 'No such lead');
}

/**
 * The sales inbox (administrators and sales; editors get 403), registered with
 * `{ prefix: '/leads' }` inside the admin context (session, CSRF, JSON errors):
 * - `GET /leads?type=&site=&locale=&product=&event=&status=&from=&to=&q=&owner=&unread=&before=&limit=`
 *   newest first, spam hidden unless `status=spam`; `counts` of spam and unread leads;
 * - `GET /leads/export.csv`, `/leads/export.xlsx`: the same filter, streamed (`inboxExportRoutes`);
 * - `GET /leads/owners`: who may own a lead;
 * - `GET /leads/:id`: everything about it; marks it read, audited `lead.open`;
 * - `PATCH /leads/:id {status?, ownerId?}`: audited `lead.update`;
 * - `POST /leads/:id/deliveries/:deliveryId/redeliver`: a dead or retrying delivery pending
 *   again, audited `lead.redeliver`.
 */
export const inboxRoutes: FastifyPluginAsync<InboxRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const filesPath = options.filesPath ?? `${ADMIN_API_PREFIX}/files`;
  app.addHook('preHandler', requireRole('admin', 'sales'));
  // Small, shallow JSON bodies; text the database cannot store (NUL …) is a 400 before any handler.
  boundJsonBodies(app);
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params, 'path');
    assertStorableText(request.query, 'query');
    assertStorableText(request.body, 'request');
  });

  app.get('/', async (request) =>
    listLeads(db, parseOr400(leadListQuerySchema, request.query, 'query')),
  );

  app.get('/owners', async () => ({ data: await leadOwners(db) }));

  await app.register(inboxExportRoutes, {
    db,
    now,
    filesPath,
    pageSize: options.exportPageSize ?? 200,
  });

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) return noLead(request, reply);
    const opened = await db.transaction(async (tx) => {
      const [lead] = await tx
        .select({ openedAt: leads.openedAt })
        .from(leads)
        .where(eq(leads.id, id))
        .limit(1);
      if (!lead) return null;
      const first = lead.openedAt === null;
      if (first)
        await tx
          .update(leads)
          .set({ openedAt: now() })
          .where(and(eq(leads.id, id), isNull(leads.openedAt)));
      // Access to personal data: every opening, not only the first.
      await recordAudit(tx, {
        actor: actorOf(request),
        action: 'lead.open',
        targetType: 'lead',
        targetId: id,
        details: { first },
        ip: request.ip,
      });
      return lead;
    });
    if (!opened) return noLead(request, reply);
    return leadDetail(db, id, { filesPath, siteOrigins: options.siteOrigins });
  });

  app.patch<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) return noLead(request, reply);
    const change = parseOr400(leadChangeSchema, request.body ?? {});
    const found = await changeLead(db, id, change, {
      actor: actorOf(request),
      ip: request.ip,
      now: now(),
    });
    if (!found) return noLead(request, reply);
    return leadDetail(db, id, { filesPath, siteOrigins: options.siteOrigins });
  });

  app.post<{ Params: { id: string; deliveryId: string } }>(
    '/:id/deliveries/:deliveryId/redeliver',
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      if (!UUID.test(id) || !DELIVERY_ID.test(deliveryId))
        return sendError(request, reply, 404, 'not_found', 'No such delivery');
      const requeued = await db.transaction(async (tx) => {
        const row = await redeliverDelivery(
          tx,
          { leadId: id, deliveryId: Number(deliveryId) },
          now(),
        );
        if (row)
          await recordAudit(tx, {
            actor: actorOf(request),
            action: 'lead.redeliver',
            targetType: 'lead',
            targetId: id,
            details: { deliveryId: row.id, target: row.target },
            ip: request.ip,
          });
        return row;
      });
      if (!requeued) {
        const detail = await leadDetail(db, id, { filesPath });
        const delivery = detail?.deliveries.find((item) => item.id === Number(deliveryId));
        if (!delivery) return sendError(request, reply, 404, 'not_found', 'No such delivery');
        return sendError(
          request,
          reply,
          409,
          'not_redeliverable',
          `Only a dead or retrying delivery is sent again; this one is ${delivery.status}`,
        );
      }
      const detail = await leadDetail(db, id, { filesPath, siteOrigins: options.siteOrigins });
      return { delivery: detail?.deliveries.find((item) => item.id === requeued.id) ?? null };
    },
  );
};
