import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * A gzip copy of a page whose bytes change at known places on every response (the CSP nonce):
 * the parts between those places are compressed once, each as deflate blocks of their own (no
 * back-reference crosses a hole), and every hole is a stored (uncompressed) block. A response
 * copies the template, writes its nonce into the holes and appends the CRC-32, which is
 * combined from the parts' CRCs instead of read over the whole page again.
 */
export interface GzipTemplate {
  bytes: Buffer;
  /** Where each hole's bytes start in `bytes`. */
  holes: number[];
  holeLength: number;
  /** CRC-32 of each part between holes (one more part than holes). */
  partCrcs: number[];
  /** `x^(8 × length)` mod the CRC polynomial of each part after the first. */
  partShifts: number[];
  /** The same for a hole. */
  holeShift: number;
  /** Length of the uncompressed page, mod 2^32 (the gzip trailer's ISIZE). */
  size: number;
}

/** gzip's fixed header: deflate, no name or time, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: stored, final, empty. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * Builds the template of `page`, whose `holeLength` bytes at each of `holes` (ascending, not
 * overlapping) are replaced per response. Compression runs on libuv's thread pool.
 */
export async function gzipTemplate(
  page: Buffer,
  holes: readonly number[],
  holeLength: number,
  level = constants.Z_BEST_COMPRESSION,
): Promise<GzipTemplate> {
  if (holeLength > 0xffff) throw new Error('a hole must fit one stored block');
  const parts: Buffer[] = [];
  let start = 0;
  for (const hole of holes) {
    parts.push(page.subarray(start, hole));
    start = hole + holeLength;
  }
  parts.push(page.subarray(start));
  // A sync flush ends each part's blocks on a byte boundary, without the final-block bit.
  const compressed = await Promise.all(
    parts.map((part) =>
      part.length
        ? deflateRawAsync(part, { level, finishFlush: constants.Z_SYNC_FLUSH })
        : Buffer.alloc(0),
    ),
  );
  const chunks: Buffer[] = [GZIP_HEADER];
  const holeOffsets: number[] = [];
  let offset = GZIP_HEADER.length;
  compressed.forEach((blocks, index) => {
    chunks.push(blocks);
    offset += blocks.length;
    if (index === compressed.length - 1) return;
    // A stored block: BFINAL 0, BTYPE 00, padded to the byte; LEN and its complement.
    const header = Buffer.from([0, holeLength & 0xff, holeLength >> 8, 0, 0]);
    header.writeUInt16LE(~holeLength & 0xffff, 3);
    chunks.push(header, Buffer.alloc(holeLength));
    holeOffsets.push(offset + header.length);
    offset += header.length + holeLength;
  });
  chunks.push(FINAL_BLOCK, Buffer.alloc(8));
  return {
    bytes: Buffer.concat(chunks),
    holes: holeOffsets,
    holeLength,
    partCrcs: parts.map((part) => crc32(part)),
    partShifts: parts.map((part) => shiftOf(part.length)),
    holeShift: shiftOf(holeLength),
    size: page.length % 2 ** 32,
  };
}

/**
 * A gzip body of the template with `fill` (exactly `holeLength` bytes) in every hole: a fresh
 * copy, or `reuse`, a body this function returned before for the same template (only its holes
 * and trailer are written again).
 */
export function fillGzipTemplate(template: GzipTemplate, fill: Buffer, reuse?: Buffer): Buffer {
  const out = reuse?.length === template.bytes.length ? reuse : Buffer.from(template.bytes);
  const fillCrc = crc32(fill);
  let crc = template.partCrcs[0] ?? 0;
  template.holes.forEach((hole, index) => {
    fill.copy(out, hole);
    crc = crc32Combine(crc, fillCrc, template.holeShift);
    crc = crc32Combine(crc, template.partCrcs[index + 1] ?? 0, template.partShifts[index + 1] ?? 0);
  });
  out.writeUInt32LE(crc >>> 0, out.length - 8);
  out.writeUInt32LE(template.size, out.length - 4);
  return out;
}

// CRC-32 arithmetic after zlib's crc32.c (multmodp, x2nmodp, crc32_combine): polynomials over
// GF(2) in the reflected bit order, bit 31 the coefficient of x^0.
const POLY = 0xedb88320;

/** a(x) × b(x) mod p(x). */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) mod p(x), n = 0…31. */
const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++) {
  X2N.push(p);
  p = multmodp(p, p);
}

/** x^(8 × length) mod p(x): what appending `length` bytes does to a CRC. */
export function shiftOf(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multmodp(X2N[k & 31] as number, p);
  }
  return p;
}

/** CRC-32 of A followed by B from crc(A), crc(B) and `shiftOf(B.length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multmodp(shiftB, crcA) ^ crcB) >>> 0;
}
