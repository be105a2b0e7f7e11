import { defaultHostPatterns } from './site-definitions';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeSite } from './testing/fake-sites';
import { createWebServer } from './web-server';

// Behind API_URL the API learns the site of a request (a lead records it) from the proxy only.
describe('the API proxy names the site its Host rules picked', () => {
  let upstream: FastifyInstance;
  let web: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'proxy-site-'));
    upstream = Fastify();
    upstream.post('/api/v1/feedback/', async (request) => ({
      site: request.headers['x-corp-site'] ?? null,
      host: request.headers['x-forwarded-host'] ?? null,
    }));
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    web = await createWebServer({
      config: {
        hostPatterns: defaultHostPatterns,
        apiUrl: `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`,
        apiCredentials: undefined,
        logLevel: 'silent',
        sitesDir: dir,
        hstsMaxAge: undefined,
      },
      sites: { main: fakeSite(dir, 'main'), asia: fakeSite(dir, 'asia') },
    });
  });
  afterAll(async () => {
    await web.close();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['asia.localhost', 'asia'],
    ['localhost', 'main'],
  ])('on %s: x-corp-site %s, whatever the client sent', async (host, site) => {
    const response = await web.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      headers: { host, 'content-type': 'application/json', 'x-corp-site': 'techpod' },
      payload: {},
    });
    expect(response.json()).toEqual({ site, host });
  });
});
