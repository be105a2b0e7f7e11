import { HttpError } from '@corp/api/core';
import { MAX_FILE_BYTES } from '@corp/shared/contracts';
import { fileTypeFromBuffer } from 'file-type';
import path from 'node:path';

export interface CheckedFile {
  originalName: string;
  mimeType: string;
  extension: string;
  bytes: Buffer;
}

const accepted: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * Accepts pdf, docx and pptx by their content (magic bytes), and doc as an OLE compound file
 * whose name ends in .doc; anything else is a 415, over 10 MB a 413.
 */
export async function checkDocument(originalName: string, bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length > MAX_FILE_BYTES)
    throw new HttpError(413, 'File is larger than 10 MB', 'payload_too_large', {
      file: 'wrong-file',
    });
  if (bytes.length === 0)
    throw new HttpError(400, 'File is empty', 'validation_failed', { file: 'wrong-file' });
  const detected = await fileTypeFromBuffer(bytes);
  const name = path.basename(originalName.replace(/\\/g, '/')).slice(0, 255) || 'file';
  if (detected && accepted[detected.ext]) {
    return {
      originalName: name,
      mimeType: accepted[detected.ext] as string,
      extension: detected.ext,
      bytes,
    };
  }
  if (detected?.ext === 'cfb' && /\.doc$/i.test(name)) {
    return { originalName: name, mimeType: 'application/msword', extension: 'doc', bytes };
  }
  throw new HttpError(
    415,
    'Only pdf, doc, docx and pptx files are accepted',
    'unsupported_media_type',
    { file: 'wrong-file' },
  );
}
