import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { makeImageVariants, MAX_IMAGE_PIXELS } from './image-variants';
import { sniffMediaType } from './media-types';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('sniffMediaType: the type by the first bytes', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'), 'image/png'],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['mp4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['mp4 (mp42)', bytes([0, 0, 0, 0x18], 'ftypmp42'), 'video/mp4'],
    [
      'webm',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm'),
      'video/webm',
    ],
  ])('knows %s', (_name, head, mimeType) => {
    expect(sniffMediaType(head)?.mimeType).toBe(mimeType);
  });

  it.each([
    ['text', bytes('hello, this is text')],
    ['HEIC photo (ftyp heic)', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['AVIF (ftyp avif)', bytes([0, 0, 0, 0x18], 'ftypavif')],
    ['QuickTime (ftyp qt)', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    [
      'Matroska that is not webm',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'),
    ],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['GIF', bytes('GIF89a')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeUndefined();
  });
});

describe('makeImageVariants', () => {
  it('keeps transparency of a webp upload in png variants, an opaque one in jpeg', async () => {
    const clear = await sharp({
      create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const withAlpha = await makeImageVariants(clear);
    expect(withAlpha.fields.desktop?.format).toBe('png');
    expect(withAlpha.fields.desktopWebp?.format).toBe('webp');
    expect((await sharp(withAlpha.fields.desktop?.bytes).metadata()).hasAlpha).toBe(true);
    const opaque = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#fff' },
    })
      .webp()
      .toBuffer();
    expect((await makeImageVariants(opaque)).fields.mobile?.format).toBe('jpg');
  });

  it('refuses an image of more pixels than it decodes, before decoding it', async () => {
    // A small PNG whose header says 8000 × 8000 (64 megapixels): only the header is read.
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const huge = Buffer.from(small);
    huge.writeUInt32BE(8000, 16);
    huge.writeUInt32BE(8000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    expect(8000 * 8000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await expect(makeImageVariants(huge)).rejects.toMatchObject({ statusCode: 413 });
  });
});
