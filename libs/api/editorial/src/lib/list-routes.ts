import { contentLocales } from '@corp/api/content';
import { HttpError, parseOr400, requireRole } from '@corp/api/core';
import { contentDrafts, contentEntries } from '@corp/api/db';
import { contentSites } from '@corp/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { lockItem } from './content-change';
import { assertMayEdit, isNumbered, keyValue, kindOf, userOf, visibleSites } from './content-kind';
import type { EditorialRoutesOptions } from './editorial-routes';
import { itemStatus, loadItem, localeStatus } from './item-state';
import { kindOverview } from './kind-overview';
import { actorOf, recordChange } from './revisions';
import { kindItems, matches, summarize } from './summaries';

const listQuery = z.object({
  q: z.string().max(200).optional(),
  site: z.enum(contentSites).optional(),
  status: z.enum(['published', 'changed', 'draft']).optional(),
  missing: z.enum(contentLocales).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const createBody = z.object({
  site: z.enum(contentSites),
  key: z.union([z.string().min(1).max(200), z.number().int().positive()]).optional(),
});

/** Kinds, lists and new items: `GET /`, `GET /:kind`, `POST /:kind`. */
export const listRoutes: FastifyPluginAsync<EditorialRoutesOptions> = async (app, { db }) => {
  const editors = { preHandler: requireRole('admin', 'editor') };

  app.get('/', editors, async (request) => ({
    data: await kindOverview(db, visibleSites(userOf(request))),
  }));

  app.get<{ Params: { kind: string } }>('/:kind', editors, async (request) => {
    kindOf(request.params.kind);
    const query = parseOr400(listQuery, request.query, 'query');
    const sites = visibleSites(userOf(request));
    const items = (await kindItems(db, request.params.kind, sites)).filter(
      (item) =>
        (!query.q || matches(item, query.q)) &&
        (!query.site || item.site === query.site) &&
        (!query.status || itemStatus(item.locales) === query.status) &&
        (!query.missing || localeStatus(item.locales[query.missing]) === 'missing'),
    );
    const page = items.slice(query.offset, query.offset + query.limit);
    return { data: await summarize(db, request.params.kind, page), total: items.length };
  });

  app.post<{ Params: { kind: string } }>('/:kind', editors, async (request, reply) => {
    const kind = kindOf(request.params.kind);
    const body = parseOr400(createBody, request.body ?? {});
    const user = userOf(request);
    assertMayEdit(user, body.site);
    const locale = contentLocales.find((l) => user.role === 'admin' || user.locales.includes(l));
    if (!locale) throw new HttpError(403, 'You hold no locale to write in', 'forbidden');
    const numbered = isNumbered(kind);
    if (body.key === undefined && !numbered)
      throw new HttpError(400, `A new item needs its ${kind.key}`, 'validation_failed', {
        key: 'required',
      });
    const key = await db.transaction(async (tx) => {
      // One numbering of the kind at a time.
      await lockItem(tx, { kind: request.params.kind, key: '' });
      let value: string | number;
      if (body.key === undefined) {
        const keys = await Promise.all([
          tx
            .select({ key: contentEntries.key })
            .from(contentEntries)
            .where(eq(contentEntries.kind, request.params.kind)),
          tx
            .select({ key: contentDrafts.key })
            .from(contentDrafts)
            .where(eq(contentDrafts.kind, request.params.kind)),
        ]);
        value =
          Math.max(
            0,
            ...keys
              .flat()
              .map((row) => Number(row.key))
              .filter(Number.isFinite),
          ) + 1;
      } else {
        const given = keyValue(kind, String(body.key));
        if (given === undefined)
          throw new HttpError(400, `Not a valid ${kind.key}: ${body.key}`, 'validation_failed', {
            key: 'wrong-value',
          });
        value = given;
      }
      const itemKey = String(value);
      const item = { kind: request.params.kind, key: itemKey };
      if (await loadItem(tx, item.kind, itemKey))
        throw new HttpError(409, `${item.kind}/${itemKey} exists already`, 'conflict', {
          key: 'taken',
        });
      const data = { [kind.key]: value };
      await tx
        .insert(contentDrafts)
        .values({ ...item, locale, site: body.site, data, updatedBy: user.id });
      await recordChange(tx, item, {
        action: 'save',
        data: { [locale]: data },
        changed: [`${locale}.${kind.key}`],
        actor: actorOf(user),
        audit: { action: 'content.create', details: { site: body.site, locale }, ip: request.ip },
      });
      return itemKey;
    });
    return reply.code(201).send({ key });
  });
};
