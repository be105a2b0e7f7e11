import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * How long an audio file plays, in seconds, from its header alone (no audio library is a
 * dependency, and these two formats say it in a few bytes): PCM WAV (the data chunk's size over
 * the byte rate) and MP3 (the frame count of its Xing/Info or VBRI header, else a constant bit
 * rate's bytes). Reads at most the first 64 KiB, however long the file; undefined when the file
 * is neither or its header makes no sense.
 */
export function audioSeconds(file: string): number | undefined {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    readSync(fd, head, 0, head.length, 0);
    return audioSecondsOf(head, size);
  } finally {
    closeSync(fd);
  }
}

const HEAD_BYTES = 64 * 1024;

/** The length of the audio whose first bytes are `head` and whose file has `size` bytes. */
export function audioSecondsOf(head: Buffer, size: number): number | undefined {
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE')
    return wavSeconds(head, size);
  return mp3Seconds(head, size);
}

function wavSeconds(head: Buffer, size: number): number | undefined {
  let byteRate = 0;
  for (let at = 12; at + 8 <= head.length;) {
    const id = head.toString('latin1', at, at + 4);
    const length = head.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= head.length) byteRate = head.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!byteRate) return undefined;
      // A header written before the recording ended may claim more than the file holds.
      return Math.min(length, size - at - 8) / byteRate;
    }
    at += 8 + length + (length % 2);
  }
  return undefined;
}

// MPEG audio frame headers (ISO 11172-3, ISO 13818-3): version 3 = MPEG-1, 2 = MPEG-2, 0 = 2.5.
const LAYER_3 = 1;
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Readonly<Record<number, readonly number[]>> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

interface Frame {
  at: number;
  version: number;
  bitrate: number;
  sampleRate: number;
  mono: boolean;
}

/** A Layer III frame header at `at`, or undefined. */
function frameAt(head: Buffer, at: number): Frame | undefined {
  if (at + 4 > head.length) return undefined;
  const [b0, b1, b2, b3] = [0, 1, 2, 3].map((offset) => head.readUInt8(at + offset)) as [
    number,
    number,
    number,
    number,
  ];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4];
  if (((b1 >> 1) & 3) !== LAYER_3 || !sampleRate || !bitrate) return undefined;
  return { at, version, bitrate, sampleRate, mono: b3 >> 6 === 3 };
}

function mp3Seconds(head: Buffer, size: number): number | undefined {
  let start = 0;
  // An ID3v2 tag first: 10 bytes, a size in four 7-bit bytes, and a footer when flagged.
  if (head.toString('latin1', 0, 3) === 'ID3' && head.length >= 10) {
    const tag =
      ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
    start = 10 + tag + ((head[5] ?? 0) & 0x10 ? 10 : 0);
  }
  let frame: Frame | undefined;
  for (let at = start; at + 4 <= head.length && !frame; at++) frame = frameAt(head, at);
  if (!frame) return undefined;
  const samplesPerFrame = frame.version === 3 ? 1152 : 576;
  // Xing/Info follows the side information; VBRI sits 32 bytes after the header.
  const sideInfo = frame.version === 3 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = frame.at + 4 + sideInfo;
  const tag = head.toString('latin1', xing, xing + 4);
  if (
    (tag === 'Xing' || tag === 'Info') &&
    xing + 12 <= head.length &&
    head.readUInt32BE(xing + 4) & 1
  )
    return (head.readUInt32BE(xing + 8) * samplesPerFrame) / frame.sampleRate;
  const vbri = frame.at + 36;
  if (head.toString('latin1', vbri, vbri + 4) === 'VBRI' && vbri + 18 <= head.length)
    return (head.readUInt32BE(vbri + 14) * samplesPerFrame) / frame.sampleRate;
  // No frame count: a constant bit rate over the bytes after the first frame header.
  return ((size - frame.at) * 8) / (frame.bitrate * 1000);
}
