import { HttpError, requireRole } from '@corp/api/core';
import { contentSchedules } from '@corp/api/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { lockItem } from './content-change';
import { assertMayEdit, keyValue, kindOf, userOf } from './content-kind';
import { changedFields } from './diff';
import { writeDraft } from './draft-writes';
import type { EditorialRoutesOptions } from './editorial-routes';
import { isContentLocale, itemStatus, loadItem, workingCopy } from './item-state';
import type { ItemData, ItemState, Reader } from './item-state';
import { actorOf, recordChange } from './revisions';

/** The largest draft of one locale, as JSON. */
export const MAX_DRAFT_BYTES = 256 * 1024;

type ItemParams = { kind: string; key: string };

/** The item named by the URL, or a 404; `kind` is checked first. */
export async function itemOf(db: Reader, params: ItemParams): Promise<ItemState> {
  kindOf(params.kind);
  const state = await loadItem(db, params.kind, params.key);
  if (!state) throw new HttpError(404, `No ${params.kind} item ${params.key}`, 'not_found');
  return state;
}

/** An item with its drafts (`GET /:kind/:key`) and a locale's draft (`PUT /:kind/:key/:locale`). */
export const itemRoutes: FastifyPluginAsync<EditorialRoutesOptions> = async (app, { db }) => {
  const editors = { preHandler: requireRole('admin', 'editor') };

  app.get<{ Params: ItemParams }>('/:kind/:key', editors, async (request) => {
    const state = await itemOf(db, request.params);
    assertMayEdit(userOf(request), state.site);
    const schedules = await db
      .select({
        id: contentSchedules.id,
        action: contentSchedules.action,
        runAt: contentSchedules.runAt,
      })
      .from(contentSchedules)
      .where(
        and(
          eq(contentSchedules.kind, state.kind),
          eq(contentSchedules.key, state.key),
          isNull(contentSchedules.doneAt),
        ),
      )
      .orderBy(asc(contentSchedules.runAt));
    return {
      key: state.key,
      site: state.site,
      status: itemStatus(state.locales),
      locales: state.locales,
      schedules: schedules.map((row) => ({ ...row, runAt: row.runAt.toISOString() })),
    };
  });

  app.put<{ Params: ItemParams & { locale: string }; Body: { data?: unknown } }>(
    '/:kind/:key/:locale',
    { ...editors, bodyLimit: MAX_DRAFT_BYTES + 4096 },
    async (request) => {
      const { kind: kindName, key, locale } = request.params;
      const kind = kindOf(kindName);
      if (!isContentLocale(locale))
        throw new HttpError(404, `No content locale ${locale} (en, ru, de, kz)`, 'not_found');
      const data = (request.body as { data?: unknown } | undefined)?.data;
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new HttpError(400, 'data must be a JSON object', 'validation_failed', {
          data: 'wrong-value',
        });
      if (Buffer.byteLength(JSON.stringify(data)) > MAX_DRAFT_BYTES)
        throw new HttpError(
          413,
          `A draft holds at most ${MAX_DRAFT_BYTES / 1024} kB`,
          'payload_too_large',
          {
            data: 'too-large',
          },
        );
      const user = userOf(request);
      const item = { kind: kindName, key };
      const draft: ItemData = { ...(data as ItemData), [kind.key]: keyValue(kind, key) ?? key };
      const revision = await db.transaction(async (tx) => {
        await lockItem(tx, item);
        const state = await itemOf(tx, item);
        assertMayEdit(user, state.site, locale);
        const before = workingCopy(state.locales);
        await writeDraft(tx, item, state, locale, draft, user.id);
        const changed = changedFields(before[locale], draft).map((field) => `${locale}.${field}`);
        return recordChange(tx, item, {
          action: 'save',
          data: { ...before, [locale]: draft },
          changed,
          actor: actorOf(user),
          audit: { action: 'content.save', details: { locale, changed }, ip: request.ip },
        });
      });
      return { revision };
    },
  );
};
