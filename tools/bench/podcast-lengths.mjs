#!/usr/bin/env node
// `npm run bench:podcasts`: a benchmark, not a test. How long each podcast episode says it plays
// (content's durationSeconds, what its pages print) beside how long its file plays: read from the
// file's header (the content load's own reader, libs/api/content audio-length.ts) and, with
// --url, as Chromium's <audio> reports it on the episode's page. A length is a measured figure
// (a browser estimates an MP3's from its first frames, and a busy machine may load fewer), so it
// is reported here, never asserted by a test (issue 42, point 13).
//   node tools/bench/podcast-lengths.mjs [--url http://localhost:3000]
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { audioSeconds } from '../../libs/api/content/src/lib/audio-length.ts';

const { values: options } = parseArgs({ options: { url: { type: 'string' } } });
const contentDir = path.resolve(import.meta.dirname, '../../content');
const episodePath = (locale, id) => `${locale === 'ru' ? '/ru' : ''}/news/podcasts/${id}/`;

const rows = ['en', 'ru'].flatMap((locale) =>
  JSON.parse(readFileSync(path.join(contentDir, 'podcasts', `${locale}.json`), 'utf8')).map(
    (episode) => ({
      locale,
      id: episode.id,
      says: episode.durationSeconds,
      file: audioSeconds(path.join(contentDir, 'public', episode.audioUrl)),
    }),
  ),
);

if (options.url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const row of rows) {
      await page.goto(new URL(episodePath(row.locale, row.id), options.url).href);
      row.browser = await page
        .locator('audio')
        .first()
        .evaluate(
          (element) =>
            new Promise((resolve) => {
              element.addEventListener('loadedmetadata', () => resolve(element.duration));
              element.addEventListener('error', () => resolve(undefined));
              element.preload = 'metadata';
              element.load();
            }),
        );
    }
  } finally {
    await browser.close();
  }
}

const seconds = (value) => (value === undefined ? '—' : value.toFixed(2));
console.log('episode  says (s)  file header (s)  browser (s)  largest difference (s)');
let worst = 0;
for (const row of rows) {
  const measured = [row.file, row.browser].filter((value) => value !== undefined);
  const difference = Math.max(0, ...measured.map((value) => Math.abs(value - row.says)));
  worst = Math.max(worst, difference);
  console.log(
    `${`${row.locale} #${row.id}`.padEnd(8)} ${String(row.says).padStart(7)}  ${seconds(row.file).padStart(15)}  ${seconds(row.browser).padStart(11)}  ${difference.toFixed(2).padStart(22)}`,
  );
}
console.log(`${rows.length} episodes; largest difference ${worst.toFixed(2)} s (target: ≤ 1 s)`);
