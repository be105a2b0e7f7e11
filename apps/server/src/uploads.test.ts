import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mediaAssets } from '@corp/api/db';
import type { ApiRuntime } from '@corp/api/http';
import { openTestRuntime } from '@corp/api/http/testing';
import { defaultHostPatterns } from './site-definitions';
import type { SiteName } from '@corp/shared/contracts';
import type { Site } from './sites';
import { fakeSite } from './testing/fake-sites';
import { createWebServer } from './web-server';

const ASSET_ID = '00000000-0000-4000-8000-0000000000f1';

describe('media library files (/uploads) on the web server', () => {
  let sitesDir: string;
  let app: FastifyInstance;
  let runtime: ApiRuntime;
  let url: string;
  const video = Buffer.alloc(150_000);

  beforeAll(async () => {
    sitesDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    const mounted: SiteName[] = ['main', 'asia'];
    const sites = Object.fromEntries(mounted.map((name) => [name, fakeSite(sitesDir, name)]));
    runtime = await openTestRuntime();
    for (let i = 0; i < video.length; i++) video[i] = (i * 7) % 256;
    Buffer.from('\0\0\0\x18ftypmp42', 'latin1').copy(video);
    const name = await runtime.files.put(runtime.database.db, video, 'mp4');
    await runtime.database.db.insert(mediaAssets).values({
      id: ASSET_ID,
      kind: 'video',
      originalName: 'tour.mp4',
      mimeType: 'video/mp4',
      size: video.length,
      storedNames: [name],
    });
    url = `/uploads/${ASSET_ID}/${name}`;
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
      apiRuntime: runtime,
    });
    app.addHook('onClose', async () => runtime.close());
  });

  afterAll(async () => {
    await app.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it.each(['localhost:3000', 'asia.localhost:3000'])(
    'serves a file on %s: immutable, its own type, byte ranges',
    async (host) => {
      const whole = await app.inject({ url, headers: { host, 'accept-encoding': 'br, gzip' } });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(video);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
      });
      expect(whole.headers['content-encoding']).toBeUndefined();
      const part = await app.inject({ url, headers: { host, range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload).toEqual(video.subarray(100, 200));
    },
  );

  it('answers 404 for a file the asset does not have', async () => {
    const response = await app.inject({
      url: `/uploads/${ASSET_ID}/00000000-0000-4000-8000-000000000000.mp4`,
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
  });
});
