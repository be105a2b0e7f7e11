import { assertStorableText, HttpError } from '@corp/api/core';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * The resume form's multipart parts: its text fields (each once, storable text) and exactly one
 * file in the field `file`. A truncated body, a wrong boundary or any other framing error is a
 * 400, never a 500.
 */
export async function readResumeParts(request: FastifyRequest): Promise<{
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer; sha256: string } | undefined;
}> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer; sha256: string } | undefined;
  try {
    for await (const part of request.parts()) {
      assertStorableText(part.fieldname, 'request');
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new HttpError(
            400,
            'Send exactly one file, in the field "file"',
            'validation_failed',
            { file: 'wrong-file' },
          );
        }
        assertStorableText({ file: part.filename }, 'request');
        // Hashed as its chunks arrive: linear, and no long pause once the upload ends.
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          hash.update(chunk);
          chunks.push(chunk);
        }
        if (part.file.truncated)
          throw new HttpError(413, 'File is larger than 10 MB', 'payload_too_large', {
            file: 'wrong-file',
          });
        file = { name: part.filename, bytes: Buffer.concat(chunks), sha256: hash.digest('hex') };
      } else if (typeof part.value === 'string') {
        if (part.fieldname in fields)
          throw new HttpError(400, 'Invalid request', 'validation_failed', {
            [part.fieldname]: 'wrong-value',
          });
        assertStorableText({ [part.fieldname]: part.value }, 'request');
        // Bytes that are not UTF-8 reach us as U+FFFD (busboy decodes leniently), as does half an
        // emoji from a browser: refused like the JSON bodies' broken text, never stored as is.
        if (part.value.includes('\uFFFD'))
          throw new HttpError(400, 'Invalid request: text that is not UTF-8', 'validation_failed', {
            [part.fieldname]: 'wrong-value',
          });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status >= 400 && status < 500))
      throw error;
    throw new HttpError(400, 'Malformed multipart body', 'bad_request');
  }
  return { fields, file };
}
