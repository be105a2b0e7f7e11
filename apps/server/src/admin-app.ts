import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '@corp/api/core';
import { staticFilesOf } from './sites';

/** Where the admin app lives on the admin host; its JSON API is `/admin/api` (not served here). */
export const ADMIN_APP_PREFIX = '/admin';
const ADMIN_API_PREFIX = `${ADMIN_APP_PREFIX}/api`;

/** The admin app's client build (apps/admin, React Router SPA mode): its files and index.html. */
export interface AdminApp {
  clientDir: string;
  /** URL paths below `/admin` (`/assets/x.js`) of the files in `clientDir`, index.html excepted. */
  files: ReadonlySet<string>;
  indexHtml: Buffer;
  /** The policy index.html goes out with (its inline scripts allowed by their hashes). */
  csp: string;
}

/** `'sha256-…'` of every inline `<script>` of a page (SPA mode writes a few into index.html). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The admin's policy: its own scripts and the inline ones of index.html by hash, nothing from
 * elsewhere, never framed. Images from the media library (`/uploads`, same origin), `blob:` for an
 * upload's preview.
 */
export function adminCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Loads `<sitesDir>/admin/client/`; `null` when the admin app is not built. */
export function loadAdminApp(sitesDir: string): AdminApp | null {
  const clientDir = path.join(sitesDir, 'admin', 'client');
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile);
  const files = new Set(staticFilesOf(clientDir));
  for (const name of ['/index.html', '/index.html.br', '/index.html.gz']) files.delete(name);
  return { clientDir, files, indexHtml, csp: adminCsp(inlineScriptHashes(indexHtml.toString())) };
}

/** Every admin response: never indexed, never cached by a shared cache unless an asset. */
const NOINDEX = 'noindex, nofollow';
export const ADMIN_PAGE_CACHE_CONTROL = 'no-store';

/**
 * `/admin/` and everything below it but `/admin/api`: a file of the admin's client build
 * (`/admin/assets/…`, immutable), or index.html for any other path (the app routes itself in the
 * browser). The host check (other hosts 404 under /admin) runs before, in the web server's
 * onRequest hook. Without a build, a plain 404 says how to make one.
 */
export async function adminAppRoutes(app: FastifyInstance, { admin }: { admin: AdminApp | null }) {
  if (!admin)
    app.log.info('The admin app is not built: /admin/ answers 404 (npx nx run admin:build)');
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', NOINDEX);
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // The API's own routes are more specific; a path it lacks is its 404, never the app.
    if (pathname === ADMIN_API_PREFIX || pathname.startsWith(`${ADMIN_API_PREFIX}/`))
      return sendError(request, reply, 404, 'not_found', `No route ${request.method} ${pathname}`);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendError(request, reply, 405, 'method_not_allowed', 'The admin app only answers GET');
    if (!admin)
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The admin app is not built: run "npx nx run admin:build".');
    const file = pathname.slice(ADMIN_APP_PREFIX.length);
    if (admin.files.has(file)) {
      const immutable = file.startsWith('/assets/');
      return reply.sendFile(file.slice(1), admin.clientDir, {
        immutable,
        maxAge: immutable ? '365d' : 0,
      });
    }
    // A missing script or stylesheet is a 404, not the page in its place.
    if (file.startsWith('/assets/'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('content-security-policy', admin.csp)
      .header('cache-control', ADMIN_PAGE_CACHE_CONTROL)
      .type('text/html; charset=utf-8')
      .send(admin.indexHtml);
  };
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.route({ method: [...methods], url: `${ADMIN_APP_PREFIX}/`, handler: serve });
  app.route({ method: [...methods], url: `${ADMIN_APP_PREFIX}/*`, handler: serve });
  // `/admin` itself: the app is at `/admin/` (its relative URLs and router basename need the slash).
  app.get(ADMIN_APP_PREFIX, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.code(301).header('location', `${ADMIN_APP_PREFIX}/${query}`).send();
  });
}
