import type { DatabaseHandle } from '@corp/api/db';
import {
  auditLog,
  contentDrafts,
  contentEntries,
  databaseFileStore,
  storedFiles,
} from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { mediaTestApp, multipartBody } from '../testing/media-test-app';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('the media library: list, where used, delete', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await mediaTestApp(handle.db, databaseFileStore(handle.db));
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const as = (role: string | undefined) => (role ? { 'x-test-role': role } : {});
  const upload = async (name: string, bytes: Buffer, alt?: string) => {
    const body = multipartBody({ name, bytes }, alt ? { alt } : {});
    const response = await app.inject({
      method: 'POST',
      url: '/admin/api/media',
      payload: body.payload,
      headers: { ...body.headers, ...as('admin') },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; url: string; image?: { desktop: string } };
  };
  const get = (url: string, role: string | null = 'editor') =>
    app.inject({ method: 'GET', url, headers: as(role ?? undefined) });

  it('needs an administrator or an editor', async () => {
    const body = multipartBody({ name: 'a.pdf', bytes: PDF });
    const post = (role: string | undefined) =>
      app.inject({
        method: 'POST',
        url: '/admin/api/media',
        payload: body.payload,
        headers: { ...body.headers, ...as(role) },
      });
    expect((await post(undefined)).statusCode).toBe(401);
    expect((await post('sales')).statusCode).toBe(403);
    expect((await get('/admin/api/media', null)).statusCode).toBe(401);
    expect((await get('/admin/api/media', 'sales')).statusCode).toBe(403);
    expect((await get('/admin/api/media')).json()).toEqual({ data: [], total: 0 });
  });

  it('lists assets newest first, searched by name or alt, filtered by kind, paged', async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .toBuffer();
    await upload('Flow brochure.pdf', PDF);
    await upload('team.jpg', photo, 'Our team at 50% scale');
    await upload('factory.jpg', photo, 'The factory floor');

    const all = (await get('/admin/api/media')).json();
    expect(all.total).toBe(3);
    expect(all.data.map((asset: { originalName: string }) => asset.originalName)).toEqual([
      'factory.jpg',
      'team.jpg',
      'Flow brochure.pdf',
    ]);
    const names = async (query: string) =>
      (await get(`/admin/api/media?${query}`))
        .json()
        .data.map((asset: { originalName: string }) => asset.originalName);
    expect(await names('q=BROCHURE')).toEqual(['Flow brochure.pdf']);
    expect(await names('q=factory%20floor')).toEqual(['factory.jpg']);
    // LIKE's wildcards are literal text.
    expect(await names('q=50%25')).toEqual(['team.jpg']);
    expect(await names('q=_')).toEqual([]);
    expect(await names('kind=image')).toEqual(['factory.jpg', 'team.jpg']);
    expect(await names('kind=pdf')).toEqual(['Flow brochure.pdf']);
    const page = (await get('/admin/api/media?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, data: [{ originalName: 'team.jpg' }] });
    const bad = await get('/admin/api/media?kind=audio&limit=0');
    expect(bad.statusCode).toBe(400);
  });

  it('shows where content uses an asset, and refuses to delete it until nothing does', async () => {
    const photo = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const asset = await upload('banner.png', photo);
    const other = await upload('unused.pdf', PDF);
    const one = (await get(`/admin/api/media/${asset.id}`)).json();
    expect(one).toMatchObject({ id: asset.id, kind: 'image', usedBy: [] });

    await handle.db.insert(contentDrafts).values({
      kind: 'banners',
      key: 'spring',
      locale: 'ru',
      data: { code: 'spring', image: { desktop: asset.image?.desktop } },
    });
    await handle.db.insert(contentEntries).values({
      kind: 'news',
      locale: 'en',
      key: '17',
      position: 0,
      data: { id: 17, text: `<p><img src="https://www.example.com${asset.url}"></p>` },
    });
    const used = (await get(`/admin/api/media/${asset.id}`)).json();
    expect(used.usedBy).toEqual([
      { kind: 'banners', key: 'spring', locale: 'ru', state: 'draft' },
      { kind: 'news', key: '17', locale: 'en', state: 'published' },
    ]);
    expect((await get(`/admin/api/media/${other.id}`)).json().usedBy).toEqual([]);

    const remove = (id: string) =>
      app.inject({ method: 'DELETE', url: `/admin/api/media/${id}`, headers: as('editor') });
    const refused = await remove(asset.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use' });
    expect(refused.json().message).toContain('banners spring (ru, draft)');
    expect((await get(asset.url, null)).statusCode).toBe(200);

    await handle.db.delete(contentDrafts).where(eq(contentDrafts.key, 'spring'));
    await handle.db.delete(contentEntries).where(eq(contentEntries.key, '17'));
    const stored = (await handle.db.select({ name: storedFiles.name }).from(storedFiles)).length;
    expect((await remove(asset.id)).statusCode).toBe(204);
    expect((await get(`/admin/api/media/${asset.id}`)).statusCode).toBe(404);
    expect((await get(asset.url, null)).statusCode).toBe(404);
    expect((await get(String(asset.image?.desktop), null)).statusCode).toBe(404);
    // Its files are gone from the store; the other asset's are there.
    expect(
      (await handle.db.select({ name: storedFiles.name }).from(storedFiles)).length,
    ).toBeLessThan(stored);
    expect((await get(other.url, null)).statusCode).toBe(200);
    expect((await remove(asset.id)).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(404);

    const deletions = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'media.delete'));
    expect(deletions).toEqual([
      expect.objectContaining({ actorLogin: 'ed', targetType: 'media', targetId: asset.id }),
    ]);
  });

  it('answers a clear error for an upload without a file, a second file, or another field', async () => {
    const post = async (body: ReturnType<typeof multipartBody>) =>
      app.inject({
        method: 'POST',
        url: '/admin/api/media',
        payload: body.payload,
        headers: { ...body.headers, ...as('editor') },
      });
    const none = await post(multipartBody(undefined, { alt: 'x' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ fields: { file: 'required' } });
    const wrongField = await post(multipartBody({ name: 'a.pdf', bytes: PDF, field: 'upload' }));
    const two = multipartBody({ name: 'a.pdf', bytes: PDF });
    const second = multipartBody({ name: 'b.pdf', bytes: PDF });
    const boundaryEnd = two.payload.lastIndexOf('------media-test-boundary-7d0c--');
    const twoFiles = await post({
      headers: two.headers,
      payload: Buffer.concat([two.payload.subarray(0, boundaryEnd), second.payload]),
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toMatchObject({ fields: { file: 'wrong-file' } });
    expect((await get('/admin/api/media?q=b.pdf')).json().total).toBe(0);
    expect(wrongField.json()).toMatchObject({ fields: { file: 'wrong-file' } });
    const longAlt = await post(
      multipartBody({ name: 'a.pdf', bytes: PDF }, { alt: 'a'.repeat(501) }),
    );
    expect(longAlt.statusCode).toBe(400);
    expect(longAlt.json()).toMatchObject({ fields: { alt: 'wrong-value' } });
    const json = await app.inject({
      method: 'POST',
      url: '/admin/api/media',
      payload: { file: 'x' },
      headers: as('editor'),
    });
    expect(json.statusCode).toBe(415);
  });
});
