import { sendError } from '@corp/api/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsOptions } from './accounts-options';
import { clearedSessionCookie, sessionTokenOf } from './cookie';
import { DEFAULT_SESSION_POLICY, readSession } from './sessions';
import { sameSecret } from './tokens';
import { requestUser } from './users';

/** The signed-in session of a request, beside `request.adminUser`. */
export interface AdminSessionRef {
  id: string;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    adminSession: AdminSessionRef | null;
  }
  interface FastifyContextConfig {
    /**
     * `json`: a route that starts a session (sign-in, invite acceptance) instead of needing
     * `X-CSRF-Token`: `Content-Type: application/json` and, when sent, a same-origin `Origin`.
     */
    adminCsrf?: 'json';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

/** The request's own origin, as the browser names it (`request.host`: trusted proxies only). */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A route that starts a session may not be posted by another site's form or script: a form
 * cannot send `application/json`, and a cross-site `fetch` that can is named by its `Origin`.
 */
function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    return sendError(request, reply, 415, 'unsupported_media_type', 'Send application/json');
  const origin = request.headers.origin;
  // The https twin too: behind a TLS proxy that is not trusted (TRUST_PROXY unset) the request
  // looks like http, yet the browser's page was https on this same host.
  if (origin !== undefined && origin !== ownOrigin(request) && origin !== `https://${request.host}`)
    return sendError(request, reply, 403, 'csrf', 'Cross-origin request refused');
  return undefined;
}

/**
 * On every request of the context: `request.adminUser` and `request.adminSession` from the
 * `corp_admin` cookie (null without a live session; a dead cookie is cleared), then CSRF: every
 * method but GET/HEAD/OPTIONS of a signed-in session needs `X-CSRF-Token` equal to the session's
 * token (403 `csrf` otherwise), and the routes marked `adminCsrf: 'json'` need JSON from the
 * same origin. Requests without a session go on to their route, which answers 401.
 */
export function installSessionHook(app: FastifyInstance, options: AccountsOptions) {
  const policy = options.sessions ?? DEFAULT_SESSION_POLICY;
  const now = options.now ?? (() => new Date());
  if (!app.hasRequestDecorator('adminUser')) app.decorateRequest('adminUser', null);
  if (!app.hasRequestDecorator('adminSession')) app.decorateRequest('adminSession', null);

  app.addHook('onRequest', async (request, reply) => {
    request.adminUser = null;
    request.adminSession = null;
    const token = sessionTokenOf(request);
    if (token) {
      const live = await readSession(options.db, token, now(), policy);
      if (live) {
        request.adminUser = requestUser(live.user);
        request.adminSession = { id: live.id, csrfToken: live.csrfToken };
      } else {
        reply.header('set-cookie', clearedSessionCookie(request));
      }
    }
    if (SAFE_METHODS.has(request.method)) return undefined;
    if (request.routeOptions.config?.adminCsrf === 'json') return refuseCrossSite(request, reply);
    const session = request.adminSession;
    if (!session) return undefined;
    const given = request.headers[CSRF_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, session.csrfToken))
      return sendError(request, reply, 403, 'csrf', 'Missing or wrong X-CSRF-Token');
    return undefined;
  });
}
