import type { DatabaseHandle, FileStore } from '@corp/api/db';
import {
  auditLog,
  databaseFileStore,
  diskFileStore,
  mediaAssets,
  s3FileStore,
  storedFiles,
} from '@corp/api/db';
import { openTestDatabase, startS3StandIn } from '@corp/api/db/testing';
import type { S3StandIn } from '@corp/api/db/testing';
import { imageSchema } from '@corp/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod/mini';
import { mediaTestApp, multipartBody } from '../testing/media-test-app';

const EDITOR = { 'x-test-role': 'editor' };

/** A PNG of `width` × `height` with a gradient (real pixels, not one colour). */
async function png(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(['database', 'disk', 's3'] as const)('media uploads in the %s store', (storeKind) => {
  let handle: DatabaseHandle;
  let files: FileStore;
  let app: FastifyInstance;
  let s3: S3StandIn | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'media-test-'));

  beforeAll(async () => {
    handle = await openTestDatabase();
    if (storeKind === 's3') {
      s3 = await startS3StandIn();
      const { endpoint, bucket, accessKeyId, secretAccessKey } = s3;
      // Small parts: the video below goes up as a multipart upload.
      files = s3FileStore(
        { endpoint, bucket, accessKeyId, secretAccessKey, region: 'us-east-1' },
        { partSize: 64 * 1024 },
      );
    } else files = storeKind === 'disk' ? diskFileStore(dir) : databaseFileStore(handle.db);
    app = await mediaTestApp(handle.db, files, {
      limits: { image: 5_000_000, pdf: 4096, video: 300_000 },
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await s3?.close();
  });

  /** The stored files' chunks by name and number (not their bytes: slow to read back). */
  const storedChunks = () =>
    handle.db.select({ name: storedFiles.name, seq: storedFiles.seq }).from(storedFiles);
  const upload = (name: string, bytes: Buffer, fields: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/admin/api/media',
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, ...EDITOR } }))(
        multipartBody({ name, bytes }, fields),
      ),
    });
  const widthOf = async (url: string, host = 'www.example.com') => {
    const response = await app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    return { width: meta.width, format: meta.format, type: response.headers['content-type'] };
  };

  it('makes the spec §3 variants of an image: 1x and 2x, webp twins, never upscaled, lqip', async () => {
    const response = await upload('Hero shot.png', await png(2000, 1000), { alt: 'The hall' });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      originalName: 'Hero shot.png',
      width: 2000,
      height: 1000,
      alt: 'The hall',
    });
    const image = z.parse(imageSchema, asset.image);
    expect(image.alt).toBe('The hall');
    expect(asset.url).toBe(image.desktop);
    expect(image.lqip).toMatch(/^data:image\/webp;base64,/);
    const lqip = await sharp(Buffer.from(image.lqip?.split(',')[1] ?? '', 'base64')).metadata();
    expect(lqip.width).toBeLessThanOrEqual(24);

    // 1x at 1440/1180/768, 2x twice that but never past the original's 2000 px.
    const expected = {
      desktop: 1440,
      desktop2x: 2000,
      tablet: 1180,
      tablet2x: 2000,
      mobile: 768,
      mobile2x: 1536,
    } as const;
    for (const [field, width] of Object.entries(expected)) {
      const plainUrl = image[field as keyof typeof expected] ?? '';
      expect(plainUrl).toMatch(new RegExp(`^/uploads/${asset.id}/[0-9a-f-]{36}\\.png$`));
      expect(await widthOf(plainUrl)).toEqual({ width, format: 'png', type: 'image/png' });
      const webpField = field.replace(/(2x)?$/, 'Webp$1') as keyof typeof image;
      expect(await widthOf(String(image[webpField]), 'asia.example.kz')).toEqual({
        width,
        format: 'webp',
        type: 'image/webp',
      });
    }
    // tablet2x and desktop2x are the same 2000 px file: five widths in two formats.
    const [row] = await handle.db.select().from(mediaAssets);
    expect(row?.storedNames).toHaveLength(10);
  });

  it('applies the EXIF orientation and keeps no metadata; a small image gets no 2x', async () => {
    const sideways = await sharp(await png(300, 100))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const response = await upload('phone.jpg', sideways);
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({ mimeType: 'image/jpeg', width: 100, height: 300 });
    expect(asset.image.desktop2x).toBeUndefined();
    expect(asset.image.mobileWebp2x).toBeUndefined();
    const served = await app.inject({ method: 'GET', url: asset.image.mobile });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 100, height: 300, format: 'jpeg' });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file named .png that is text, and stores nothing', async () => {
    const before = await storedChunks();
    const response = await upload('photo.png', Buffer.from('Just some text, not an image at all'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      fields: { file: 'wrong-type' },
    });
    // A PNG signature with garbage behind it is no image either.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(50, 7)]);
    const second = await upload('broken.png', broken);
    expect(second.statusCode).toBe(415);
    expect(await storedChunks()).toEqual(before);
  });

  it('stores a PDF and serves it inline, immutable, on any host; a missing file is a 404', async () => {
    const response = await upload('Брошюра FLOW.pdf', PDF);
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({ kind: 'pdf', mimeType: 'application/pdf', size: PDF.length });
    expect(asset.image).toBeUndefined();
    for (const host of ['www.example.com', 'asia.example.kz']) {
      const served = await app.inject({ method: 'GET', url: asset.url, headers: { host } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(PDF);
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-length': String(PDF.length),
      });
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="_______ FLOW.pdf"; filename*=UTF-8''${encodeURIComponent('Брошюра FLOW.pdf')}`,
      );
      const etag = String(served.headers['etag']);
      const again = await app.inject({
        method: 'GET',
        url: asset.url,
        headers: { host, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
    const head = await app.inject({ method: 'HEAD', url: asset.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PDF.length));
    expect(head.rawPayload.length).toBe(0);
    const [, , id, file] = String(asset.url).split('/');
    const missing = [
      `/uploads/${id}/00000000-0000-4000-8000-000000000000.pdf`,
      `/uploads/00000000-0000-4000-8000-000000000000/${file}`,
      `/uploads/${id}/..%2F..%2Fetc%2Fpasswd`,
      `/uploads/not-a-uuid/${file}`,
    ];
    for (const url of missing)
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('streams a video and answers byte ranges across stored chunks', async () => {
    const video = Buffer.alloc(200_000);
    for (let i = 0; i < video.length; i++) video[i] = (i * 31) % 251;
    Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1').copy(video);
    const response = await upload('clip.mp4', video);
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({ kind: 'video', mimeType: 'video/mp4', size: video.length });
    const range = await app.inject({
      method: 'GET',
      url: asset.url,
      headers: { range: 'bytes=65000-140000' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 65000-140000/${video.length}`);
    expect(range.rawPayload).toEqual(video.subarray(65000, 140001));
    const tail = await app.inject({
      method: 'GET',
      url: asset.url,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload).toEqual(video.subarray(-10));
    const whole = await app.inject({ method: 'GET', url: asset.url });
    expect(whole.rawPayload).toEqual(video);
    const beyond = await app.inject({
      method: 'GET',
      url: asset.url,
      headers: { range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('refuses a file past its kind’s limit and leaves no bytes behind', async () => {
    const before = await storedChunks();
    const big = Buffer.concat([PDF, Buffer.alloc(10_000, 32)]);
    const response = await upload('big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      fields: { file: 'too-large' },
    });
    expect(await storedChunks()).toEqual(before);
    // Every file on disk belongs to an asset: the refused ones were removed.
    const names = (await handle.db.select().from(mediaAssets)).flatMap((row) => row.storedNames);
    if (storeKind === 'disk') expect(readdirSync(dir).sort()).toEqual(names.sort());
    if (s3) expect([...s3.objects.keys()].sort()).toEqual(names.sort());
  });

  it('records each upload in the audit log', async () => {
    const entries = await handle.db.select().from(auditLog);
    const uploads = entries.filter((entry) => entry.action === 'media.upload');
    expect(uploads.length).toBe((await handle.db.select().from(mediaAssets)).length);
    expect(uploads[0]).toMatchObject({ actorLogin: 'ed', targetType: 'media' });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));
});
