import { HttpError } from '@corp/api/core';
import { MAX_FILE_BYTES, documentExtensionOf, documentMimeTypes } from '@corp/shared/contracts';
import type { DocumentExtension } from '@corp/shared/contracts';
import { fileTypeFromBuffer } from 'file-type';
import path from 'node:path';
import { cfbRootStreamNames } from './cfb';

export interface CheckedFile {
  /** The name as sent, without folders; it always ends in `.${extension}`. */
  originalName: string;
  mimeType: string;
  extension: DocumentExtension;
  bytes: Buffer;
}

/**
 * What the content is, of the four accepted types, by its bytes: pdf, docx and pptx as file-type
 * reads them (an OOXML zip by its main part: a .docm or .xlsx is not a .docx); doc as an OLE
 * compound file with a root `WordDocument` stream (file-type says `cfb` for .doc, .xls, .ppt and
 * .msi alike).
 */
async function contentType(bytes: Buffer): Promise<DocumentExtension | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.ext) {
    case 'pdf':
    case 'docx':
    case 'pptx':
      return detected.ext;
    case 'cfb':
      return cfbRootStreamNames(bytes).includes('WordDocument') ? 'doc' : undefined;
    default:
      return undefined;
  }
}

/**
 * Accepts a pdf, doc, docx or pptx (spec §5) whose name ends in that extension AND whose content
 * is of that type: `cv.exe`, `cv.html` or `cv.pdf.lnk` holding a PDF, or `cv.pdf` holding a Word
 * file, are refused, so the name marketing gets the file back under always opens it as what it
 * is. A refusal is a 415 with the field message the forms show for a wrong file (`wrong-file`);
 * over 10 MB a 413, empty a 400.
 */
export async function checkDocument(originalName: string, bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length > MAX_FILE_BYTES)
    throw new HttpError(413, 'File is larger than 10 MB', 'payload_too_large', {
      file: 'wrong-file',
    });
  if (bytes.length === 0)
    throw new HttpError(400, 'File is empty', 'validation_failed', { file: 'wrong-file' });
  const name = path.basename(originalName.replace(/\\/g, '/')).slice(-255) || 'file';
  const claimed = documentExtensionOf(name);
  const actual = claimed ? await contentType(bytes) : undefined;
  if (!claimed || actual !== claimed)
    throw new HttpError(
      415,
      'Only pdf, doc, docx and pptx files are accepted, named by their type',
      'unsupported_media_type',
      { file: 'wrong-file' },
    );
  return { originalName: name, mimeType: documentMimeTypes[claimed], extension: claimed, bytes };
}
