#!/usr/bin/env node
// Writes the demo videos the content names under /video/ (content/public/video/…), so the
// product and media pages play them from the site itself (the page CSP allows media from 'self'
// and MEDIA_ORIGIN only). Each clip is drawn from the item's own generated art (tools/art): an
// 8-second 640×360 H.264 video that slowly zooms into one picture and cross-fades to a second,
// with a quiet synthesized chord as its sound (the player's sound toggle has something to turn
// on). About 100 kB each; moov first (+faststart), so playback starts before the download ends.
//
// Needs ffmpeg built with librsvg and libx264 (Debian: apt-get install ffmpeg). The output is
// committed; the build never runs this.
//
//   npx node tools/scripts/make-video.mjs            write the videos that are missing
//   npx node tools/scripts/make-video.mjs --force    write every video again
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT = path.join(ROOT, 'content');
const PUBLIC = path.join(CONTENT, 'public');
const force = process.argv.includes('--force');
const SECONDS = 8;
const NAVY = '0x0a1f44';

const read = (kind, locale) => {
  const file = path.join(CONTENT, kind, `${locale}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
};
const local = (url) => typeof url === 'string' && url.startsWith('/video/');

/** Every site-relative video of the content and the two pictures its clip is drawn from. */
const clips = new Map();
for (const locale of ['en', 'ru', 'de', 'kz']) {
  for (const product of read('products', locale))
    if (local(product.video?.src))
      clips.set(product.video.src, { first: product.video.poster, second: product.image.desktop });
  for (const item of read('media', locale))
    if (local(item.videoUrl))
      clips.set(item.videoUrl, { first: item.image.desktop, second: item.image.mobile });
}

/**
 * Picture `input` on the navy background `background` (transparent art shows the brand colour),
 * as a 640×360 stream that zooms in (or out) by 12 % over `seconds`, labelled `label`.
 */
const scene = (background, input, seconds, zoomIn, label) => {
  const frames = Math.round(seconds * 24);
  const z = zoomIn ? `1+0.12*on/${frames}` : `1.12-0.12*on/${frames}`;
  return (
    `[${input}:v]scale=1280:720:force_original_aspect_ratio=decrease[p${input}];` +
    `[${background}:v][p${input}]overlay=(W-w)/2:(H-h)/2:shortest=1,format=yuv420p,` +
    `zoompan=z='${z}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=640x360:fps=24[${label}]`
  );
};

/** An SVG picture rasterized at 1280 px wide (sharp after the zoom), looped for `seconds`. */
const picture = (url, seconds) => [
  ...['-width', '1280', '-framerate', '24', '-loop', '1', '-t', String(seconds)],
  ...['-i', path.join(PUBLIC, url)],
];

for (const [url, { first, second }] of clips) {
  const out = path.join(PUBLIC, url);
  if (existsSync(out) && !force) continue;
  mkdirSync(path.dirname(out), { recursive: true });
  const half = SECONDS / 2 + 0.5;
  // A soft A-minor chord, breathing slowly, faded in and out.
  const chord =
    '(0.05*sin(2*PI*220*t)+0.035*sin(2*PI*261.63*t)+0.03*sin(2*PI*329.63*t))' +
    '*(0.6+0.4*sin(2*PI*0.25*t))';
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `color=c=${NAVY}:s=1280x720:r=24:d=${half}`],
      ...['-f', 'lavfi', '-i', `color=c=${NAVY}:s=1280x720:r=24:d=${half}`],
      ...picture(first, half),
      ...picture(second, half),
      ...['-f', 'lavfi', '-t', String(SECONDS), '-i', `aevalsrc=${chord}:s=44100`],
      '-filter_complex',
      [
        scene(0, 2, half, true, 'a'),
        scene(1, 3, half, false, 'b'),
        `[a][b]xfade=transition=fade:duration=1:offset=${SECONDS / 2 - 0.5},format=yuv420p[v]`,
        `[4:a]afade=t=in:d=1,afade=t=out:st=${SECONDS - 1}:d=1[au]`,
      ].join(';'),
      ...['-map', '[v]', '-map', '[au]', '-t', String(SECONDS)],
      ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-crf', '30'],
      ...['-tune', 'animation', '-threads', '1'],
      ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-movflags', '+faststart'],
      out,
    ],
    { stdio: 'inherit' },
  );
  console.log(path.relative(ROOT, out));
}
