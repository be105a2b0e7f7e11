import { contentLocales } from '@corp/api/content';
import { HttpError, requireRole } from '@corp/api/core';
import { contentRevisions } from '@corp/api/db';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { lockItem } from './content-change';
import { assertMayEdit, userOf } from './content-kind';
import { changedPaths } from './diff';
import { writeDraft } from './draft-writes';
import type { EditorialRoutesOptions } from './editorial-routes';
import { itemOf } from './item-routes';
import { workingCopy } from './item-state';
import type { Reader } from './item-state';
import { actorOf, recordChange } from './revisions';

type ItemParams = { kind: string; key: string };
type RevisionParams = ItemParams & { id: string };

const summary = {
  id: contentRevisions.id,
  action: contentRevisions.action,
  authorLogin: contentRevisions.authorLogin,
  createdAt: contentRevisions.createdAt,
  changed: contentRevisions.changed,
};

async function revisionOf(db: Reader, params: RevisionParams) {
  const id = /^[1-9][0-9]{0,15}$/.test(params.id) ? Number(params.id) : 0;
  const [row] = await db
    .select({ ...summary, data: contentRevisions.data })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, id),
        eq(contentRevisions.kind, params.kind),
        eq(contentRevisions.key, params.key),
      ),
    );
  if (!row)
    throw new HttpError(
      404,
      `No revision ${params.id} of ${params.kind}/${params.key}`,
      'not_found',
    );
  return row;
}

/** An item's history: its revisions, one in full, and restoring one as drafts. */
export const revisionRoutes: FastifyPluginAsync<EditorialRoutesOptions> = async (app, { db }) => {
  const editors = { preHandler: requireRole('admin', 'editor') };

  app.get<{ Params: ItemParams }>('/:kind/:key/revisions', editors, async (request) => {
    const state = await itemOf(db, request.params);
    assertMayEdit(userOf(request), state.site);
    const rows = await db
      .select(summary)
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, state.kind), eq(contentRevisions.key, state.key)))
      .orderBy(desc(contentRevisions.id))
      .limit(500);
    return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  });

  app.get<{ Params: RevisionParams }>('/:kind/:key/revisions/:id', editors, async (request) => {
    const state = await itemOf(db, request.params);
    assertMayEdit(userOf(request), state.site);
    const row = await revisionOf(db, request.params);
    return { ...row, createdAt: row.createdAt.toISOString() };
  });

  app.post<{ Params: RevisionParams }>(
    '/:kind/:key/revisions/:id/restore',
    editors,
    async (request) => {
      const user = userOf(request);
      const item = { kind: request.params.kind, key: request.params.key };
      return db.transaction(async (tx) => {
        await lockItem(tx, item);
        const state = await itemOf(tx, item);
        assertMayEdit(user, state.site);
        const revision = await revisionOf(tx, request.params);
        // An editor restores the locales they hold; the others stay as they are.
        const locales = contentLocales.filter(
          (locale) =>
            revision.data[locale] && (user.role === 'admin' || user.locales.includes(locale)),
        );
        if (!locales.length)
          throw new HttpError(403, 'That revision holds none of your locales', 'forbidden');
        const before = workingCopy(state.locales);
        for (const locale of locales) {
          const data = revision.data[locale] as Record<string, unknown>;
          await writeDraft(tx, item, state, locale, data, user.id);
          state.locales[locale] = { ...state.locales[locale], draft: data };
        }
        const after = workingCopy(state.locales);
        const id = await recordChange(tx, item, {
          action: 'restore',
          data: after,
          changed: changedPaths(before, after),
          actor: actorOf(user),
          audit: {
            action: 'content.restore',
            details: { from: revision.id, locales },
            ip: request.ip,
          },
        });
        return { revision: id };
      });
    },
  );
};
