/**
 * Host restrictions (issue 41): `/admin` belongs to the main site's hosts however its path is
 * written, decided on the path the router matches, not on the request's spelling (with the API
 * in this process and behind API_URL; requests go over a real socket byte for byte, since an HTTP
 * client and `inject` would tidy the target first); and by default a site answers only on its
 * local host, not on any name that resembles it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { siteNames } from '@corp/shared/contracts';
import { localHosts } from './site-definitions';
import { loadServerConfig } from './config';
import { fakeSite, serverWithFakeSites } from './testing/fake-sites';
import { createWebServer, normalizedPath } from './web-server';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One GET with `target` exactly as written. */
function raw(port: number, target: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        ),
        body: text.slice(end + 4),
      });
    });
    const head = Object.entries({ ...headers, connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`GET ${target} HTTP/1.1\r\n${head}\r\n`);
  });
}

const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'admin-password' };
const authorization = `Basic ${Buffer.from('marketing:admin-password').toString('base64')}`;
const OTHER_HOSTS = ['asia.localhost', 'idp.localhost:3000', 'techpod.localhost'];

/** `/admin/api/leads.csv` and the admin app as a client may write them on another site's host. */
const ADMIN_SPELLINGS = [
  '/admin/api/leads.csv',
  '/admin/',
  '/%61dmin/api/leads.csv',
  '/%61%64%6d%69%6e/api/leads.csv',
  '/%61dmin/',
  '/%61dmin',
  '/admin/api/%6ceads.csv',
  '/%2561dmin/api/leads.csv',
  '/ADMIN/api/leads.csv',
  '/Admin/',
  '//admin/api/leads.csv',
  '///%61dmin/api/leads.csv',
  '/admin%2fapi/leads.csv',
  '/admin%2Fapi%2Fleads.csv',
  '/./admin/api/leads.csv',
  '/admin/./api/leads.csv',
  '/x/../admin/api/leads.csv',
  '/%2e/admin/api/leads.csv',
  '/x/%2e%2e/%61dmin/api/leads.csv',
  '/\\admin/api/leads.csv',
  '/admin//api/leads.csv',
  '/admin/api/leads.csv?x=1',
  'http://localhost/%61dmin/api/leads.csv',
];

describe('/admin on the main site only, however the path is written', () => {
  let app: FastifyInstance;
  let sitesDir: string;
  let port: number;
  const email = `guard-${process.pid}@example.com`;

  beforeAll(async () => {
    ({ app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      0,
      {
        apiEnv: ADMIN,
      },
    ));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    const lead = await app.inject({
      method: 'POST',
      url: '/api/v1/subscribe/',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { email, locale: 'en' },
    });
    expect(lead.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it('serves the export on the main host', async () => {
    const main = await raw(port, '/%61dmin/api/leads.csv', { host: 'localhost', authorization });
    expect(main.status).toBe(200);
    expect(main.body).toContain(email);
  });

  it.each(ADMIN_SPELLINGS)('refuses %s on the other sites’ hosts', async (target) => {
    for (const host of OTHER_HOSTS) {
      const answer = await raw(port, target, { host, authorization });
      const admins =
        (answer.headers['content-type'] ?? '').includes('text/csv') ||
        answer.body.includes(email) ||
        answer.body.includes('<title>Leads</title>');
      expect({ host, status: answer.status, admins }).toEqual({
        host,
        status: answer.status,
        admins: false,
      });
    }
  });
});

describe('/admin through the API proxy (API_URL), however the path is written', () => {
  it('forwards none of the spellings from the other sites’ hosts', async () => {
    const seen: string[] = [];
    const upstream = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/csv' }).end('leads');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { app, sitesDir } = await serverWithFakeSites(
      `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      for (const target of ADMIN_SPELLINGS)
        for (const host of OTHER_HOSTS) await raw(port, target, { host, authorization });
      expect(seen).toEqual([]);
      // On the main host the same request is forwarded.
      expect((await raw(port, '/%61dmin/api/leads.csv', { host: 'localhost' })).status).toBe(200);
      expect(seen).toEqual(['/%61dmin/api/leads.csv']);
    } finally {
      await app.close();
      await new Promise((resolve) => upstream.close(resolve));
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});

describe('the hosts served with the default configuration (issue 41)', () => {
  it('answers 421 on a host that merely resembles a site’s, and serves the local hosts', async () => {
    const sitesDir = mkdtempSync(path.join(tmpdir(), 'sites-'));
    const config = loadServerConfig(
      { LOG_LEVEL: 'silent', API_URL: 'http://127.0.0.1:9' },
      sitesDir,
    );
    const app = await createWebServer({
      config,
      sites: Object.fromEntries(siteNames.map((site) => [site, fakeSite(sitesDir, site)])),
    });
    try {
      for (const host of [
        'asia.evil.com',
        'idp.evil.com',
        'techpod.evil.com',
        'evil-techpod.com',
        'digitalproduction.evil.com',
        'proizvodstvo.evil.com',
        'digitalmining.evil.com',
        'localhost.evil.com',
      ]) {
        const answer = await app.inject({ url: '/', headers: { host } });
        expect({ host, status: answer.statusCode }).toEqual({ host, status: 421 });
      }
      for (const site of siteNames) {
        const host = `${localHosts[site]}:3000`;
        const answer = await app.inject({ url: '/', headers: { host } });
        expect({ host, status: answer.statusCode }).not.toEqual({ host, status: 421 });
      }
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});

describe('normalizedPath', () => {
  it.each([
    ['/%61dmin/leads.csv', '/admin/leads.csv'],
    ['/./ADMIN//x', '/admin/x'],
    ['/x/../admin', '/admin'],
    ['/x/%2e%2e/admin%2Fy', '/admin/y'],
    ['/\\admin', '/admin'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    ['/', '/'],
  ])('reads %s as %s', (path, expected) => {
    expect(normalizedPath(path)).toBe(expected);
  });
});
