import type { MediaKind } from '@corp/api/db';

/** What an upload really is, by its first bytes (never by its name or the browser's word). */
export interface MediaType {
  kind: MediaKind;
  mimeType: string;
  extension: string;
}

const MB = 1024 * 1024;

/** The largest upload of each kind, bytes. */
export const MEDIA_LIMITS: Readonly<Record<MediaKind, number>> = {
  image: 20 * MB,
  pdf: 50 * MB,
  video: 200 * MB,
};

/** The largest of the limits: what the multipart parser lets through at all. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_LIMITS));

/** How many first bytes `sniffMediaType` needs to decide. */
export const SNIFF_BYTES = 64;

/** MP4 brands (ISO base media, `ftyp`) that are video, not a HEIF/AVIF image or QuickTime. */
const MP4_BRANDS = /^(iso[m2-9]|mp4[12]|avc1|M4V |dash|mmp4|MSNV)$/;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (head: Buffer, from: number, to: number) => head.toString('latin1', from, to);

/** The media type of a file whose first bytes are `head`; undefined when it is none we take. */
export function sniffMediaType(head: Buffer): MediaType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  if (ascii(head, 0, 5) === '%PDF-')
    return { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf' };
  if (ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.test(ascii(head, 8, 12)))
    return { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
  // EBML (Matroska) whose DocType, among the header's first bytes, is webm.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 4, SNIFF_BYTES).includes('webm'))
    return { kind: 'video', mimeType: 'video/webm', extension: 'webm' };
  return undefined;
}

/** The Content-Type a stored file is served with, by the extension the server gave it. */
export const contentTypeOfExtension: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
