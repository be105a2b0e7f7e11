#!/usr/bin/env node
// Writes the demo podcast audio served under /download/podcasts/: one MP3 per episode and
// locale (`s1e01-en.mp3`, `s1e01-ru.mp3`), a short synthesized jingle and then the episode's
// own words, spoken in the page's language by eSpeak NG: the season, number and title, the
// description, the guests and the topics. Each file lasts as long as its words (about half a
// minute); the script then writes every episode's `audioUrl` and its real length
// (`durationSeconds`, from ffprobe) into content/podcasts/<locale>.json, so what a page says an
// episode lasts is what it plays. The API serves the length it reads from the file anyway
// (libs/api/content content-measures.ts). Real episodes are absolute https URLs in the content
// (their host then goes in MEDIA_ORIGIN and the content states their length).
//
// Needs espeak-ng and ffmpeg (Debian: apt-get install espeak-ng ffmpeg). The output is committed;
// the build never runs this. Run prettier on content/podcasts afterwards.
//
//   npx node tools/scripts/make-audio.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'content/public/download/podcasts');
const RATE = 16000;

/** A pentatonic phrase of four notes chosen by the episode number, each with a soft envelope. */
function jingle(season, episode) {
  const scale = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25];
  const notes = [0, 1, 2, 3].map((i) => scale[(season * 3 + episode * (i + 2) + i) % scale.length]);
  const noteSeconds = 0.45;
  const samples = new Int16Array(Math.round(RATE * (noteSeconds * notes.length + 0.4)));
  for (let n = 0; n < samples.length; n++) {
    const t = n / RATE;
    const index = Math.min(notes.length - 1, Math.floor(t / noteSeconds));
    const local = t - index * noteSeconds;
    const envelope = Math.min(1, local * 40) * Math.exp(-local * 3.5);
    const f = notes[index];
    const value =
      envelope * (0.6 * Math.sin(2 * Math.PI * f * t) + 0.2 * Math.sin(4 * Math.PI * f * t));
    samples[n] = Math.round(9000 * value);
  }
  return samples;
}

/** 16-bit mono PCM WAV of `samples`. */
function wav(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer)]);
}

/** What the episode says, in its locale's words. */
const scripts = {
  en: {
    voice: 'en-gb',
    words: (item) =>
      [
        `The Ferrum Digital podcast. ${item.seasonTitle}.`,
        `Episode ${item.id}: ${item.title}`,
        item.description,
        item.guests.length
          ? `${item.guests.length > 1 ? 'Our guests' : 'Our guest'}: ${item.guests
              .map((guest) => `${guest.name}, ${guest.position}`)
              .join('; and ')}.`
          : '',
        `Topics: ${item.topics.join(', ')}.`,
        'Thank you for listening to the Ferrum Digital podcast.',
      ].join(' '),
  },
  ru: {
    voice: 'ru',
    words: (item) =>
      [
        `Подкаст «Феррум Диджитал». ${item.seasonTitle}.`,
        `Выпуск ${item.id}: ${item.title}`,
        item.description,
        item.guests.length
          ? `В гостях: ${item.guests
              .map((guest) => `${guest.name}, ${guest.position}`)
              .join('; и ')}.`
          : '',
        `Темы выпуска: ${item.topics.join(', ')}.`,
        'Спасибо, что слушаете подкаст «Феррум Диджитал».',
      ].join(' '),
  },
};

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'podcast-audio-'));
try {
  for (const [locale, { voice, words }] of Object.entries(scripts)) {
    const contentFile = path.join(ROOT, 'content/podcasts', `${locale}.json`);
    const episodes = JSON.parse(readFileSync(contentFile, 'utf8'));
    const updated = episodes.map((item) => {
      const name = `s${item.season}e${String(item.id).padStart(2, '0')}-${locale}.mp3`;
      const intro = path.join(work, 'jingle.wav');
      const speech = path.join(work, 'speech.wav');
      const out = path.join(OUT, name);
      writeFileSync(intro, wav(jingle(item.season, item.id)));
      execFileSync('espeak-ng', ['-v', voice, '-s', '155', '-w', speech, words(item)]);
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-i', intro, '-i', speech],
        ...['-filter_complex', `[0:a][1:a]concat=n=2:v=0:a=1,aresample=${RATE}[a]`, '-map', '[a]'],
        ...['-ac', '1', '-ar', String(RATE), '-c:a', 'libmp3lame', '-b:a', '24k'],
        ...['-metadata', `title=${item.title}`, '-metadata', 'artist=Ferrum Digital'],
        out,
      ]);
      const seconds = Number(
        execFileSync('ffprobe', [
          ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', out],
        ]).toString(),
      );
      console.log(`content/public/download/podcasts/${name}: ${seconds.toFixed(2)} s`);
      // The same keys in the same order, the duration now in seconds.
      return Object.fromEntries(
        Object.entries(item).map(([key, value]) =>
          key === 'durationMinutes' || key === 'durationSeconds'
            ? ['durationSeconds', Math.round(seconds)]
            : key === 'audioUrl'
              ? [key, `/download/podcasts/${name}`]
              : [key, value],
        ),
      );
    });
    writeFileSync(contentFile, `${JSON.stringify(updated, null, 2)}\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
