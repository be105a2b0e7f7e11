import { assertStorableText, HttpError } from '@corp/api/core';
import type { FastifyRequest } from 'fastify';
import { MEDIA_LIMITS, SNIFF_BYTES, sniffMediaType } from './media-types';
import type { MediaType } from './media-types';
import type { MediaKind } from '@corp/api/db';

const MB = 1024 * 1024;
export const MAX_ALT_LENGTH = 500;
export const MAX_NAME_LENGTH = 255;

/** The file part of an upload, its type known from its first bytes and its size not yet. */
export interface IncomingFile {
  originalName: string;
  type: MediaType;
  /** Every byte of the file, the sniffed head first; fails with a 413 past the kind's limit. */
  bytes: AsyncIterable<Buffer>;
}

export type MediaLimits = Readonly<Record<MediaKind, number>>;

const tooLarge = (type: MediaType, limit: number) =>
  new HttpError(
    413,
    `The ${type.kind} is larger than ${Math.round((limit / MB) * 100) / 100} MB`,
    'payload_too_large',
    { file: 'too-large' },
  );

/** A failure of the upload's stream: its own 4xx (the parser's 413), else a 400. */
function asClientError(error: unknown): Error {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof HttpError || (status !== undefined && status >= 400 && status < 500))
    return error as Error;
  return new HttpError(400, 'Malformed multipart body', 'bad_request');
}

/** Marks an error of the caller's `onFile` (a store or database failure) to pass through as is. */
class FileHandlerError extends Error {}

/** The rest of the stream after `head`, counted against the kind's limit. */
async function* limited(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  type: MediaType,
  limit: number,
  isTruncated: () => boolean,
): AsyncGenerator<Buffer> {
  let size = head.length;
  if (size > limit) throw tooLarge(type, limit);
  if (head.length) yield head;
  for (;;) {
    const next = await rest.next().catch((error: unknown) => {
      throw asClientError(error);
    });
    if (next.done) break;
    size += next.value.length;
    if (size > limit) throw tooLarge(type, limit);
    yield next.value;
  }
  if (isTruncated()) throw tooLarge(type, limit);
}

/**
 * Reads the multipart upload: the optional `alt` text and exactly one file in the field `file`,
 * which `onFile` must consume (store) before the next part is read. The type is decided by the
 * file's first bytes: anything but jpeg, png, webp, pdf, mp4 or webm is a 415 and nothing is
 * stored. Framing errors are a 400, never a 500.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  onFile: (file: IncomingFile) => Promise<T>,
  limits: MediaLimits = MEDIA_LIMITS,
): Promise<{ alt: string; stored: T }> {
  let alt: string | undefined;
  let stored: { value: T } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || stored) {
          part.file.resume();
          throw new HttpError(
            400,
            'Send exactly one file, in the field "file"',
            'validation_failed',
            {
              file: 'wrong-file',
            },
          );
        }
        const originalName = (part.filename ?? '').normalize('NFC').slice(0, MAX_NAME_LENGTH);
        assertStorableText({ file: originalName }, 'request');
        const iterator = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
        const chunks: Buffer[] = [];
        let length = 0;
        while (length < SNIFF_BYTES) {
          const next = await iterator.next();
          if (next.done) break;
          chunks.push(next.value);
          length += next.value.length;
        }
        const head = Buffer.concat(chunks);
        const type = sniffMediaType(head);
        if (!type) {
          part.file.resume();
          throw new HttpError(
            415,
            'Upload a jpeg, png or webp image, a PDF, or an mp4 or webm video',
            'unsupported_media_type',
            { file: 'wrong-type' },
          );
        }
        const bytes = limited(head, iterator, type, limits[type.kind], () => part.file.truncated);
        const file = { originalName: originalName || 'file', type, bytes };
        stored = {
          value: await onFile(file).catch((error: unknown) => {
            throw new FileHandlerError('onFile failed', { cause: error });
          }),
        };
      } else if (part.fieldname === 'alt' && typeof part.value === 'string' && alt === undefined) {
        assertStorableText({ alt: part.value }, 'request');
        if (part.value.length > MAX_ALT_LENGTH || part.value.includes('\uFFFD'))
          throw new HttpError(
            400,
            `alt: at most ${MAX_ALT_LENGTH} characters of UTF-8 text`,
            'validation_failed',
            {
              alt: 'wrong-value',
            },
          );
        alt = part.value.trim();
      } else {
        throw new HttpError(400, `Unexpected field "${part.fieldname}"`, 'validation_failed', {
          [part.fieldname]: 'unexpected',
        });
      }
    }
  } catch (error) {
    throw error instanceof FileHandlerError ? error.cause : asClientError(error);
  }
  if (!stored)
    throw new HttpError(400, 'Send a file in the field "file"', 'validation_failed', {
      file: 'required',
    });
  return { alt: alt ?? '', stored: stored.value };
}
