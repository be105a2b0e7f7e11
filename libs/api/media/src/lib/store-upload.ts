import type { Database, FileStore } from '@corp/api/db';
import { makeImageVariants } from './image-variants';
import type { VariantFile } from './image-variants';
import type { IncomingFile } from './upload-parts';
import { uploadUrl } from './asset';

/** An upload's files in the store, and what its row records of them. */
export interface StoredUpload {
  kind: IncomingFile['type']['kind'];
  mimeType: string;
  originalName: string;
  size: number;
  width: number | null;
  height: number | null;
  /** An image's fields (`desktop` … `mobileWebp2x`) → URL, and `lqip`. */
  variants: Record<string, string>;
  storedNames: string[];
}

async function collect(bytes: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Puts an upload into the file store under the asset `assetId`: an image as its variants (the
 * original itself is not kept: it may carry the camera's metadata), a PDF or video streamed as
 * it arrives. `names` collects every stored name as soon as it exists, so that the caller can
 * remove them all when anything later fails.
 */
export async function storeUpload(
  db: Database,
  files: FileStore,
  assetId: string,
  file: IncomingFile,
  names: string[],
): Promise<StoredUpload> {
  const { type, originalName } = file;
  if (type.kind !== 'image') {
    const { name, size } = await files.putStream(file.bytes, type.extension);
    names.push(name);
    return {
      kind: type.kind,
      mimeType: type.mimeType,
      originalName,
      size,
      width: null,
      height: null,
      variants: {},
      storedNames: [name],
    };
  }
  // At most 20 MB: sharp reads an image whole.
  const original = await collect(file.bytes);
  const made = await makeImageVariants(original);
  const nameOf = new Map<VariantFile, string>();
  for (const variant of made.files) {
    const name = await files.put(db, variant.bytes, variant.format);
    names.push(name);
    nameOf.set(variant, name);
  }
  const variants: Record<string, string> = {};
  for (const [field, variant] of Object.entries(made.fields))
    variants[field] = uploadUrl(assetId, nameOf.get(variant) ?? '');
  variants['lqip'] = made.lqip;
  return {
    kind: 'image',
    mimeType: type.mimeType,
    originalName,
    size: original.length,
    width: made.width,
    height: made.height,
    variants,
    storedNames: [...nameOf.values()],
  };
}
