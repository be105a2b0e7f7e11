import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { audioSeconds, audioSecondsOf } from './audio-length';

/** A PCM WAV header over `dataBytes` bytes at `byteRate` bytes a second (the samples left out). */
function wavHead(dataBytes: number, byteRate: number, extraChunk = false): Buffer {
  const list = extraChunk ? Buffer.concat([Buffer.from('LIST'), u32le(3), Buffer.alloc(4)]) : null;
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0);
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(1, 10); // mono
  fmt.writeUInt32LE(byteRate, 12); // sample rate (8-bit mono: the byte rate)
  fmt.writeUInt32LE(byteRate, 16);
  fmt.writeUInt16LE(1, 20);
  fmt.writeUInt16LE(8, 22);
  const data = Buffer.concat([Buffer.from('data'), u32le(dataBytes)]);
  const riff = Buffer.concat([Buffer.from('RIFF'), u32le(0), Buffer.from('WAVE')]);
  return Buffer.concat([riff, fmt, ...(list ? [list] : []), data]);
}
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

/** `count` MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz, stereo (417 bytes each). */
function cbrFrames(count: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

/** An MP3 whose first frame is an Info header counting `frames` frames (MPEG-2, 16 kHz, mono). */
function infoFramed(frames: number): Buffer {
  const first = Buffer.alloc(144);
  first.set([0xff, 0xf3, 0x38, 0xc4]); // MPEG-2 Layer III, 24 kbit/s, 16 kHz, mono
  first.write('Info', 4 + 9);
  first.writeUInt32BE(0x0f, 4 + 9 + 4); // frames, bytes, TOC and quality present
  first.writeUInt32BE(frames, 4 + 9 + 8);
  return first;
}

describe('audioSeconds: how long a file plays, from its header', () => {
  it('reads a PCM WAV: data bytes over the byte rate, past other chunks', () => {
    expect(audioSecondsOf(wavHead(24_000, 8000), 44 + 24_000)).toBe(3);
    expect(audioSecondsOf(wavHead(16_000, 8000, true), 56 + 16_000)).toBe(2);
  });

  it('believes the file over a WAV header that claims more than it holds', () => {
    expect(audioSecondsOf(wavHead(80_000, 8000), 44 + 8000)).toBe(1);
  });

  it('counts an MP3 by its Info frame count (576 samples a frame at 16 kHz), after an ID3v2 tag', () => {
    const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...Array(20).fill(0)]);
    const file = Buffer.concat([id3, infoFramed(1000)]);
    expect(audioSecondsOf(file, 120_000)).toBeCloseTo(36, 6);
  });

  it('counts a constant-bit-rate MP3 without a frame count by its bytes', () => {
    const frames = cbrFrames(100);
    // 100 frames of 1152 samples at 44.1 kHz: 2.612 s; 41 700 bytes at 128 kbit/s: 2.606 s.
    expect(audioSecondsOf(frames, frames.length)).toBeCloseTo(2.606, 2);
  });

  it('knows nothing of other files', () => {
    expect(audioSecondsOf(Buffer.from('%PDF-1.4 not audio at all'), 25)).toBeUndefined();
    expect(audioSecondsOf(Buffer.alloc(0), 0)).toBeUndefined();
    expect(audioSecondsOf(Buffer.from('RIFF\0\0\0\0WAVEjunk'), 16)).toBeUndefined();
  });

  it('reads the committed demo episode as ffprobe does (31.464 s) and a file on disk', () => {
    const episode = path.resolve(
      __dirname,
      '../../../../../content/public/download/podcasts/s1e01-en.mp3',
    );
    expect(audioSeconds(episode)).toBeCloseTo(31.464, 3);
    const dir = mkdtempSync(path.join(tmpdir(), 'audio-'));
    try {
      writeFileSync(
        path.join(dir, 'a.wav'),
        Buffer.concat([wavHead(4000, 8000), Buffer.alloc(4000)]),
      );
      expect(audioSeconds(path.join(dir, 'a.wav'))).toBe(0.5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
