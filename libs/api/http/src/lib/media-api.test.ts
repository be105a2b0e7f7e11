import sharp from 'sharp';
import { openTestApi } from '../testing';
import type { TestApi } from '../testing';
import { API_PATHS } from './api-routes';

const PASSWORD = 'correct horse battery staple';
const BOUNDARY = '----media-api-test';

function multipart(name: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('the media library as the API serves it (issue 43)', () => {
  let api: TestApi;
  let cookie: string;
  let csrfToken: string;

  beforeAll(async () => {
    api = await openTestApi({ ADMIN_USER: 'marketing', ADMIN_PASSWORD: PASSWORD });
    const session = await api.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'content-type': 'application/json' },
      payload: { login: 'marketing', password: PASSWORD },
    });
    expect(session.statusCode).toBe(200);
    cookie = String(session.headers['set-cookie']).split(';')[0] as string;
    csrfToken = session.json().csrfToken;
  }, 60_000);
  afterAll(() => api.close());

  it('uploads behind the session and its CSRF token, and serves /uploads on every host', async () => {
    expect(API_PATHS).toContain('/uploads');
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#204080' },
    })
      .png()
      .toBuffer();
    const post = (headers: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: '/admin/api/media',
        payload: multipart('hall.png', png),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ cookie })).statusCode).toBe(403);
    const created = await post({ cookie, 'x-csrf-token': csrfToken });
    expect(created.statusCode).toBe(201);
    const asset = created.json();
    expect(asset.image.desktop).toMatch(/^\/uploads\//);

    for (const host of ['localhost', 'asia.localhost']) {
      const served = await api.app.inject({ url: asset.image.mobileWebp, headers: { host } });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect((await sharp(served.rawPayload).metadata()).width).toBe(768);
    }
    const listed = await api.app.inject({ url: '/admin/api/media', headers: { cookie } });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ id: asset.id }] });
  });
});
