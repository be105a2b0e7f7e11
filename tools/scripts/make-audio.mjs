#!/usr/bin/env node
// Writes the demo podcast audio served under /download/podcasts/ (one file per episode).
// Dependency-free: a short synthesized jingle per episode (8 kHz, 8-bit mono PCM WAV, ~3 s),
// so the demo site's players really play without any audio host. Real episodes are absolute
// https URLs in content/podcasts/*.json (their host then has to be allowed in the CSP).
//
//   npx node tools/scripts/make-audio.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'content/public/download/podcasts');
const RATE = 8000;

/** A pentatonic phrase of four notes chosen by the episode number, each with a soft envelope. */
function jingle(season, episode) {
  const scale = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25];
  const notes = [0, 1, 2, 3].map((i) => scale[(season * 3 + episode * (i + 2) + i) % scale.length]);
  const noteSeconds = 0.6;
  const samples = new Uint8Array(Math.round(RATE * (noteSeconds * notes.length + 0.6)));
  for (let n = 0; n < samples.length; n++) {
    const t = n / RATE;
    const index = Math.min(notes.length - 1, Math.floor(t / noteSeconds));
    const local = t - index * noteSeconds;
    const envelope = Math.min(1, local * 40) * Math.exp(-local * 3.5);
    const f = notes[index];
    const value =
      envelope * (0.6 * Math.sin(2 * Math.PI * f * t) + 0.2 * Math.sin(4 * Math.PI * f * t));
    samples[n] = Math.max(0, Math.min(255, Math.round(128 + 100 * value)));
  }
  return samples;
}

function wav(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // byte rate
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, Buffer.from(samples)]);
}

mkdirSync(OUT, { recursive: true });
const episodes = JSON.parse(readFileSync(path.join(ROOT, 'content/podcasts/en.json'), 'utf8'));
for (const item of episodes.items ?? episodes) {
  const file = `s${item.season}e${String(item.id).padStart(2, '0')}.wav`;
  writeFileSync(path.join(OUT, file), wav(jingle(item.season, item.id)));
  console.log(`content/public/download/podcasts/${file}`);
}
