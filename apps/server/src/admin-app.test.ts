import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { defaultHostPatterns } from './site-definitions';
import type { SiteName } from '@corp/shared/contracts';
import { openTestRuntime } from '@corp/api/http/testing';
import { adminCsp, inlineScriptHashes, loadAdminApp } from './admin-app';
import type { Site } from './sites';
import { fakeSite } from './testing/fake-sites';
import { createWebServer } from './web-server';

const BOOT = 'window.__reactRouterContext = {"basename":"/admin/"};';
const MODULE = 'import "/admin/assets/manifest-1.js";\nimport("/admin/assets/entry.client-1.js");';
const INDEX =
  `<!DOCTYPE html><html lang="en"><head><script type="module" src="/admin/assets/x.js"></script>` +
  `</head><body><p>Loading</p><script>${BOOT}</script><script type="module" async="">${MODULE}</script></body></html>`;
const ENTRY = `console.log('admin sign-in form');`;

/** A stand-in for `dist/apps/admin/client` beside the sites' builds. */
function writeAdminBuild(sitesDir: string) {
  const clientDir = path.join(sitesDir, 'admin', 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, 'assets', 'entry.client-1.js'), ENTRY);
  writeFileSync(path.join(clientDir, 'assets', 'entry.client-1.js.br'), brotliCompressSync(ENTRY));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the admin app on the web server', () => {
  let sitesDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    sitesDir = mkdtempSync(path.join(tmpdir(), 'admin-app-'));
    writeAdminBuild(sitesDir);
    const mounted: SiteName[] = ['main', 'asia'];
    const sites = Object.fromEntries(mounted.map((name) => [name, fakeSite(sitesDir, name)]));
    const apiRuntime = await openTestRuntime();
    app = await createWebServer({
      config: {
        hostPatterns: defaultHostPatterns,
        apiUrl: undefined,
        apiCredentials: undefined,
        logLevel: 'silent',
        sitesDir,
        hstsMaxAge: undefined,
      },
      sites: sites as Record<SiteName, Site>,
      apiRuntime,
    });
    app.addHook('onClose', async () => apiRuntime.close());
  });

  afterAll(async () => {
    await app.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it.each(['/admin/', '/admin/sign-in', '/admin/content/events/almaty-2026', '/admin/users?x=1'])(
    'answers %s with the app’s index.html: no-store, noindex, a strict policy',
    async (url) => {
      const response = await app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${sha256(BOOT)} ${sha256(MODULE)};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/admin/audit',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('');
  });

  it('serves the build’s assets immutable, pre-compressed when accepted, and 404s a missing one', async () => {
    const asset = await app.inject({
      url: '/admin/assets/entry.client-1.js',
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-robots-tag']).toBe('noindex, nofollow');
    const missing = await app.inject({
      url: '/admin/assets/gone-2.js',
      headers: { host: 'localhost' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('sends /admin to /admin/', async () => {
    const response = await app.inject({ url: '/admin?x=1', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/admin/?x=1');
  });

  it('leaves /admin/api to the API: its routes and its JSON 404', async () => {
    const session = await app.inject({ url: '/admin/api/session', headers: { host: 'localhost' } });
    expect(session.headers['content-type']).toMatch(/^application\/json/);
    expect(session.statusCode).toBe(401);
    const unknown = await app.inject({ url: '/admin/api/nothing', headers: { host: 'localhost' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a change sent to a page of the app with an error, not the main site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(405);
    expect(response.body).not.toContain('<h1>main</h1>');
  });

  it('answers 404 for /admin on any other host, the app never reaches it', async () => {
    for (const url of ['/admin/', '/admin/sign-in', '/admin/assets/entry.client-1.js']) {
      const response = await app.inject({ url, headers: { host: 'asia.localhost:3000' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(ENTRY);
      expect(response.body).not.toContain('__reactRouterContext');
    }
  });

  it('serves the admin on the host of ADMIN_SITE', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-site-'));
    writeAdminBuild(dir);
    const other = await createWebServer({
      config: {
        hostPatterns: defaultHostPatterns,
        apiUrl: 'http://127.0.0.1:9',
        apiCredentials: undefined,
        logLevel: 'silent',
        sitesDir: dir,
        hstsMaxAge: undefined,
        adminSite: 'asia',
      },
      sites: { main: fakeSite(dir, 'main'), asia: fakeSite(dir, 'asia') },
    });
    const onAsia = await other.inject({ url: '/admin/', headers: { host: 'asia.localhost' } });
    expect(onAsia.statusCode).toBe(200);
    expect(onAsia.body).toBe(INDEX);
    const onMain = await other.inject({ url: '/admin/', headers: { host: 'localhost' } });
    expect(onMain.statusCode).toBe(404);
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says how to build the app when it is not built', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-none-'));
    const bare = await createWebServer({
      config: {
        hostPatterns: defaultHostPatterns,
        apiUrl: 'http://127.0.0.1:9',
        apiCredentials: undefined,
        logLevel: 'silent',
        sitesDir: dir,
        hstsMaxAge: undefined,
      },
      sites: { main: fakeSite(dir, 'main') },
    });
    const response = await bare.inject({ url: '/admin/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('npx nx run admin:build');
    await bare.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the admin page policy', () => {
  it('hashes inline scripts only, each once', () => {
    const html = `<script src="/a.js"></script><script>a()</script><script type="module">b()</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('allows nothing inline but the hashed scripts', () => {
    expect(adminCsp(["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; media-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('reads nothing when the app is not built', () => {
    expect(loadAdminApp(path.join(tmpdir(), 'no-such-dir-admin'))).toBeNull();
  });
});
