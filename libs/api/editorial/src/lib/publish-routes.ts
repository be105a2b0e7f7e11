import type { AdminUser } from '@corp/api/core';
import { HttpError, parseOr400, requireRole } from '@corp/api/core';
import { contentSchedules, recordAudit, scheduleActions } from '@corp/api/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertMayEdit, userOf } from './content-kind';
import type { EditorialRoutesOptions } from './editorial-routes';
import { itemOf } from './item-routes';
import type { ItemState } from './item-state';
import { InvalidContentError, publishItem, unpublishItem } from './publish';
import type { ItemWriteOptions } from './publish';
import { actorOf } from './revisions';

type ItemParams = { kind: string; key: string };

/** The furthest ahead a publish or unpublish can be set. */
export const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

const scheduleBody = z.object({
  action: z.enum(scheduleActions),
  runAt: z.iso.datetime({ offset: true }),
});

/** The 422 body: `{ code: 'invalid_content', message, requestId, errors }`. */
export function sendInvalidContent(
  request: FastifyRequest,
  reply: FastifyReply,
  error: InvalidContentError,
) {
  return reply.code(422).header('cache-control', 'no-store').send({
    code: error.code,
    message: error.message,
    requestId: request.id,
    errors: error.errors,
  });
}

/** An editor acts on the item's site, and publishes or unpublishes only the locales they hold. */
function editorOptions(
  user: AdminUser,
  request: FastifyRequest,
  options: EditorialRoutesOptions,
): ItemWriteOptions {
  return {
    ...(user.role === 'admin' ? {} : { locales: user.locales }),
    authorize: (state: ItemState) => assertMayEdit(user, state.site),
    onChange: options.onChange,
    ip: request.ip,
  };
}

/** Publish, unpublish and their schedules. */
export const publishRoutes: FastifyPluginAsync<EditorialRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const editors = { preHandler: requireRole('admin', 'editor') };

  for (const [action, run] of [
    ['publish', publishItem],
    ['unpublish', unpublishItem],
  ] as const) {
    app.post<{ Params: ItemParams }>(`/:kind/:key/${action}`, editors, async (request, reply) => {
      const user = userOf(request);
      try {
        return await run(db, request.params, actorOf(user), editorOptions(user, request, options));
      } catch (error) {
        if (error instanceof InvalidContentError) return sendInvalidContent(request, reply, error);
        throw error;
      }
    });
  }

  app.post<{ Params: ItemParams }>('/:kind/:key/schedules', editors, async (request, reply) => {
    const user = userOf(request);
    const body = parseOr400(scheduleBody, request.body ?? {});
    const runAt = new Date(body.runAt);
    const ahead = runAt.getTime() - now().getTime();
    if (ahead <= 0 || ahead > MAX_SCHEDULE_AHEAD_MS)
      throw new HttpError(
        400,
        'runAt must be in the future, at most a year ahead',
        'validation_failed',
        {
          runAt: 'wrong-value',
        },
      );
    const schedule = await db.transaction(async (tx) => {
      const state = await itemOf(tx, request.params);
      assertMayEdit(user, state.site);
      const [row] = await tx
        .insert(contentSchedules)
        .values({
          kind: state.kind,
          key: state.key,
          action: body.action,
          runAt,
          createdBy: user.id,
        })
        .returning();
      await recordAudit(tx, {
        actor: actorOf(user),
        action: 'content.schedule',
        targetType: 'content',
        targetId: `${state.kind}/${state.key}`,
        details: { schedule: row?.id, action: body.action, runAt: runAt.toISOString() },
        ip: request.ip,
      });
      return row;
    });
    return reply
      .code(201)
      .send({ id: schedule?.id, action: body.action, runAt: runAt.toISOString() });
  });

  app.delete<{ Params: ItemParams & { id: string } }>(
    '/:kind/:key/schedules/:id',
    editors,
    async (request, reply) => {
      const user = userOf(request);
      const id = /^[1-9][0-9]{0,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
      await db.transaction(async (tx) => {
        const state = await itemOf(tx, request.params);
        assertMayEdit(user, state.site);
        const [cancelled] = await tx
          .update(contentSchedules)
          .set({ doneAt: now(), outcome: 'cancelled' })
          .where(
            and(
              eq(contentSchedules.id, id),
              eq(contentSchedules.kind, state.kind),
              eq(contentSchedules.key, state.key),
              isNull(contentSchedules.doneAt),
            ),
          )
          .returning();
        if (!cancelled)
          throw new HttpError(404, `No pending schedule ${request.params.id}`, 'not_found');
        await recordAudit(tx, {
          actor: actorOf(user),
          action: 'content.schedule-cancel',
          targetType: 'content',
          targetId: `${state.kind}/${state.key}`,
          details: {
            schedule: cancelled.id,
            action: cancelled.action,
            runAt: cancelled.runAt.toISOString(),
          },
          ip: request.ip,
        });
      });
      return reply.code(204).send();
    },
  );
};
