import { HttpError } from '@corp/api/core';
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';

/** The sizes of spec §3 "Image" that `Picture` picks from by viewport (≤ 767, ≤ 1179, wider). */
export type ImageSize = 'desktop' | 'tablet' | 'mobile';

/**
 * The width, px, of each size at 1x (2x is twice as wide): the widest viewport of the mobile and
 * tablet sources (`Picture`: 767 and 1179 px) and a desktop content column.
 */
export const VARIANT_WIDTHS: Readonly<Record<ImageSize, number>> = {
  desktop: 1440,
  tablet: 1180,
  mobile: 768,
};

/** Larger images are refused before they are decoded (about 200 MB of pixels). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type VariantFormat = 'jpg' | 'png' | 'webp';

/** One encoded file: a width in one format. Several variant fields may share it. */
export interface VariantFile {
  width: number;
  height: number;
  format: VariantFormat;
  bytes: Buffer;
}

/** An image field (`desktop`, `tabletWebp2x` …) → the file that backs it. */
export type VariantField = `${ImageSize}${'' | 'Webp'}${'' | '2x'}`;

export interface ImageVariants {
  /** The upright original's size. */
  width: number;
  height: number;
  files: VariantFile[];
  fields: Partial<Record<VariantField, VariantFile>>;
  /** A tiny blurred webp as a `data:` URI: the placeholder under the picture while it loads. */
  lqip: string;
}

const SIZES: ImageSize[] = ['desktop', 'tablet', 'mobile'];

function encode(image: Sharp, format: VariantFormat): Sharp {
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true });
  if (format === 'png') return image.png({ compressionLevel: 8 });
  return image.webp({ quality: 80 });
}

/**
 * The variants of an uploaded image (jpeg, png or webp): each size at 1x and 2x in the image's
 * own format (a webp upload: png when it has transparency, else jpeg) and as webp; upright (EXIF
 * orientation applied) with no metadata kept (no camera, no GPS); never wider than the original
 * (a 2x that would be no wider than its 1x is left out, and sizes that come out equally wide
 * share their files); plus the lqip. An image sharp cannot decode is a 415.
 */
export async function makeImageVariants(input: Buffer): Promise<ImageVariants> {
  const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await source.metadata();
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message))
      throw new HttpError(413, 'The image has too many pixels (at most 50 megapixels)');
    throw new HttpError(415, 'The file is not a readable image', 'unsupported_media_type', {
      file: 'wrong-file',
    });
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS)
    throw new HttpError(413, 'The image has too many pixels (at most 50 megapixels)');
  const plain: VariantFormat =
    metadata.format === 'jpeg'
      ? 'jpg'
      : metadata.format === 'png' || metadata.hasAlpha
        ? 'png'
        : 'jpg';
  const upright = source.clone().autoOrient();

  const byKey = new Map<string, Promise<VariantFile>>();
  const fileAt = (targetWidth: number, format: VariantFormat) => {
    const fileWidth = Math.min(targetWidth, width);
    const key = `${fileWidth}.${format}`;
    let file = byKey.get(key);
    if (!file) {
      file = encode(upright.clone().resize({ width: fileWidth, withoutEnlargement: true }), format)
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({
          width: info.width,
          height: info.height,
          format,
          bytes: data,
        }));
      // Awaited in order below; one failing before its turn is not an unhandled rejection.
      file.catch(() => undefined);
      byKey.set(key, file);
    }
    return file;
  };

  const pending: [VariantField, Promise<VariantFile>][] = [];
  for (const size of SIZES) {
    const x1 = VARIANT_WIDTHS[size];
    const has2x = Math.min(x1 * 2, width) > Math.min(x1, width);
    for (const [suffix, format] of [
      ['', plain],
      ['Webp', 'webp'],
    ] as const) {
      pending.push([`${size}${suffix}`, fileAt(x1, format)]);
      if (has2x) pending.push([`${size}${suffix}2x`, fileAt(x1 * 2, format)]);
    }
  }
  try {
    const fields: ImageVariants['fields'] = {};
    for (const [field, file] of pending) fields[field] = await file;
    const tiny = await upright
      .clone()
      .resize({ width: 24, height: 24, fit: 'inside' })
      .blur(1)
      .webp({ quality: 40 })
      .toBuffer();
    const files = [...new Set(Object.values(fields))];
    return {
      width,
      height,
      files,
      fields,
      lqip: `data:image/webp;base64,${tiny.toString('base64')}`,
    };
  } catch (error) {
    // Wait for every encode to settle before answering, then report a damaged image as such.
    await Promise.allSettled(byKey.values());
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, 'The image could not be read to the end', 'unsupported_media_type', {
      file: 'wrong-file',
    });
  }
}
