import { installSessionHook, sessionRoutes, userRoutes } from '@corp/api/accounts';
import type { AccountsOptions } from '@corp/api/accounts';
import type { FileStore } from '@corp/api/db';
import { assertStorableText, boundJsonBodies, handleApiError, sendError } from '@corp/api/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { auditRoutes } from './audit-routes';
import { exportRoutes } from './export-routes';
import { leadsSummaryRoutes } from './leads-summary';

export const ADMIN_API_PREFIX = '/admin/api';

export interface AdminApiOptions extends AccountsOptions {
  /** Where resume files are stored (the exports' `/files/:id`). */
  files: FileStore;
  /** Rows read per query while streaming the exports and the audit CSV. */
  csvPageSize?: number;
  /**
   * Registers further `/admin/api` routes (content, media) inside this context, so they get
   * `request.adminUser`, the CSRF check, `no-store` and the JSON errors. Use `requireRole` /
   * `mayEditContent` of `@corp/api/core` on each route.
   */
  extend?: (admin: FastifyInstance) => Promise<void>;
}

/**
 * The admin's JSON API; the host registers it with `{ prefix: ADMIN_API_PREFIX }`. Every request
 * gets the session of its `corp_admin` cookie (`request.adminUser`) and, for changes, the CSRF
 * check; then the accounts (`/session`, `/invites/:token`, `/users`), the audit log (`/audit`,
 * `/audit.csv`), the exports (`/leads.csv` … `/files/:id`), the leads' counts and dead deliveries
 * (`/leads/summary`) and what `extend` adds. Anything else
 * under the prefix is a JSON 404, never the admin app's page.
 */
export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, options) => {
  const { extend, files, csvPageSize } = options;
  // Only these: the register options also carry Fastify's own (`prefix`), not for the children.
  const accounts: AccountsOptions = {
    db: options.db,
    sessions: options.sessions,
    now: options.now,
    limiter: options.limiter,
    scrypt: options.scrypt,
  };
  app.setErrorHandler(handleApiError);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
    sendError(
      request,
      reply,
      404,
      'not_found',
      `No admin route ${request.method} ${request.url.split('?')[0]}`,
    );
  app.setNotFoundHandler(noRoute);
  // Also a route, so that a host with a catch-all (the admin app's pages) still answers JSON here.
  app.all('/*', { schema: { hide: true } }, noRoute);
  installSessionHook(app, accounts);

  await app.register(async (own) => {
    // JSON bodies: small, shallow, strict UTF-8; text the database can store.
    boundJsonBodies(own);
    own.addHook('preValidation', async (request) => {
      assertStorableText(request.params, 'path');
      assertStorableText(request.query, 'query');
      assertStorableText(request.body, 'request');
    });
    await own.register(sessionRoutes, accounts);
    await own.register(userRoutes, accounts);
    await own.register(auditRoutes, { db: accounts.db, now: accounts.now, csvPageSize });
    await own.register(exportRoutes, {
      db: accounts.db,
      files,
      now: accounts.now,
      csvPageSize,
      limiter: accounts.limiter,
      scrypt: accounts.scrypt,
    });
    await own.register(leadsSummaryRoutes, { db: accounts.db });
  });
  if (extend) await extend(app);
};
