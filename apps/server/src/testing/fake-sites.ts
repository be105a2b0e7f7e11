// The web server with stand-ins for the site builds (web-server.test.ts, routing-guards.test.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { openTestRuntime } from '@corp/api/http/testing';
import { siteNames } from '@corp/shared/contracts';
import { defaultHostPatterns } from '../site-definitions';
import type { SiteName } from '@corp/shared/contracts';
import type { Site } from '../sites';
import { staticFilesOf } from '../sites';
import { createWebServer } from '../web-server';
import type { RouteMiddleware, WebServerOptions } from '../web-server';

let renders = 0;

/** A stand-in for a site build: answers with its name, echoes POST bodies, sets two cookies. */
export function fakeSite(sitesDir: string, name: SiteName): Site {
  const clientDir = path.join(sitesDir, name, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'assets', `entry-${name}.js`), `console.log('${name}')`);
  writeFileSync(
    path.join(clientDir, 'assets', `entry-${name}.js.br`),
    brotliCompressSync(`console.log('${name}')`),
  );
  writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\n# ${name}`);
  writeFileSync(path.join(clientDir, 'package.json'), '{"type":"module"}');
  return {
    clientDir,
    files: staticFilesOf(clientDir),
    async handle(request, api) {
      const url = new URL(request.url);
      if (url.pathname === '/partnership/' || url.pathname === '/ru/events/') {
        renders += 1;
        const nonce = request.headers.get('x-csp-nonce');
        return new Response(
          `<h1>${name}</h1><script nonce="${nonce}">render ${renders}</script><p>${nonce}</p>` +
            `<p>${'Partners of the group. '.repeat(60)}</p>` +
            `<p>cookies: ${request.headers.get('cookie') ?? 'none'}</p><link nonce="${nonce}">`,
          { headers: { 'content-type': 'text/html; charset=utf-8' } },
        );
      }
      if (url.pathname === '/api-probe/' && api) {
        const health = await api.fetch(`${api.baseUrl}/health/`);
        const missing = await api.fetch(`${api.baseUrl}/product/no-such-product/?locale=ru`);
        return new Response(
          JSON.stringify({
            health: [health.status, await health.json()],
            missing: [missing.status, (await missing.json()).code],
          }),
        );
      }
      if (url.pathname === '/missing/') return new Response('not found', { status: 404 });
      if (url.pathname === '/broken/') throw new Error('error boundary failed too');
      const body = request.method === 'POST' ? await request.text() : '';
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response(
        `<h1>${name}</h1> ${request.method} ${url.pathname}${url.search} ${body} nonce=${request.headers.get('x-csp-nonce')} origin=${url.origin} site=${request.headers.get('x-corp-site')}`,
        {
          headers,
        },
      );
    },
  };
}

/**
 * The web server over fake builds of `mounted` in a fresh folder, with the API in this process
 * (a test database) or behind `apiUrl`; close `app`, then remove `sitesDir`.
 */
export async function serverWithFakeSites(
  apiUrl: string | undefined,
  apiCredentials?: { user: string; password: string },
  hstsMaxAge?: number,
  middleware?: Record<string, RouteMiddleware>,
  mounted: readonly SiteName[] = siteNames,
  pageCacheMs = 0,
  extra: Partial<WebServerOptions['config']> & { apiEnv?: Record<string, string> } = {},
) {
  const sitesDir = mkdtempSync(path.join(tmpdir(), 'sites-'));
  const sites = Object.fromEntries(mounted.map((name) => [name, fakeSite(sitesDir, name)]));
  const apiRuntime = apiUrl ? undefined : await openTestRuntime(extra.apiEnv);
  const app = await createWebServer({
    config: {
      hostPatterns: defaultHostPatterns,
      apiUrl,
      apiCredentials,
      logLevel: 'silent',
      sitesDir,
      hstsMaxAge,
      pageCacheMs,
      ...extra,
    },
    sites: sites as Record<SiteName, Site>,
    apiRuntime,
    ...(middleware ? { middleware } : {}),
  });
  app.addHook('onClose', async () => apiRuntime?.close());
  return { app, sitesDir };
}
