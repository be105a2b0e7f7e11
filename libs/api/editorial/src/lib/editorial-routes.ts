import { assertStorableText } from '@corp/api/core';
import type { Database } from '@corp/api/db';
import type { FastifyPluginAsync } from 'fastify';
import type { ContentChangeHook } from './content-change';
import { itemRoutes } from './item-routes';
import { listRoutes } from './list-routes';
import { publishRoutes } from './publish-routes';
import { revisionRoutes } from './revision-routes';

export interface EditorialRoutesOptions {
  db: Database;
  /** Called inside each publish/unpublish transaction (the change notification). */
  onChange?: ContentChangeHook;
  /** The clock for schedules (tests). */
  now?: () => Date;
}

/**
 * The editorial content API (`/admin/api/content`, docs: notes/editorial-api.md "Content"):
 * kinds, lists, items with their drafts, publish and unpublish, revisions, schedules. Every route
 * needs a signed-in administrator or editor (`request.adminUser`, set by the session hook);
 * editors act only on their sites and locales.
 */
export const editorialRoutes: FastifyPluginAsync<EditorialRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // Text the database cannot store (NUL, a broken UTF-16 character) is a 400 before any handler.
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params, 'path');
    assertStorableText(request.query, 'query');
    assertStorableText(request.body, 'request');
  });
  // Not the options themselves: their `prefix` would apply twice.
  const shared: EditorialRoutesOptions = {
    db: options.db,
    onChange: options.onChange,
    now: options.now,
  };
  for (const routes of [listRoutes, itemRoutes, publishRoutes, revisionRoutes])
    await app.register(routes, shared);
};
