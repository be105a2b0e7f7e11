#!/usr/bin/env node
// Opens every story of the built Storybook (dist/storybook) in Chromium, as a designer would,
// and fails when a story does not render, logs a console error, reaches a host other than the
// local server, or has an accessibility violation by axe-core — colour contrast included,
// which jsdom cannot check. Run after `npm run build-storybook`; `npm test` does.
import { chromium } from '@playwright/test';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve('dist/storybook');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
  '.woff2': 'font/woff2',
};

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
// Stories that show a broken image on purpose (the error state of a picture).
const expected404 = new Set(['/missing-image.svg']);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
// Stories are checked two at a time (STORYBOOK_CHECK_WORKERS), one per core of the CI machine.
const workers = Math.max(1, Number(process.env.STORYBOOK_CHECK_WORKERS ?? 2));
const queue = [...stories];
const problems = [];

async function checkNext() {
  for (let story = queue.shift(); story; story = queue.shift()) {
    // A fresh context for each story: a story's mock service worker must not serve the next.
    // Reduced motion: axe measures the colours of what is shown, not a frame of a fade-in (a
    // block half way through its transition fails contrast on a busy machine).
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const report = (message) => problems.push(`${story.id}: ${message}`);
    page.on('pageerror', (error) => report(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        report(`console error: ${message.text().slice(0, 200)}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin)
        report(`external request ${url.href}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && url.origin === origin && !expected404.has(url.pathname))
        report(`${response.status()} ${url.pathname}`);
    });
    page.on('crash', () => report('the page crashed'));
    try {
      await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
      await page.waitForSelector('#storybook-root > *', { timeout: 15_000 });
      await page.waitForTimeout(300);
      if (!(await page.evaluate(() => Boolean(window.axe))))
        await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        // Storybook's accessibility panel may still be running its own pass.
        for (let attempt = 0; attempt < 60; attempt++) {
          try {
            const result = await window.axe.run(document.querySelector('#storybook-root'), {
              // A story is a fragment of a page, not a page with landmarks.
              rules: { region: { enabled: false } },
            });
            return result.violations.map(
              (violation) =>
                `${violation.id}: ${violation.nodes
                  .slice(0, 3)
                  .map((node) => node.target.join(' '))
                  .join(' | ')}`,
            );
          } catch (error) {
            if (!String(error).includes('already running')) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
        return ['axe could not run'];
      });
      for (const violation of violations) report(`axe ${violation}`);
    } catch (error) {
      report(String(error).split('\n')[0]);
    }
    await context.close().catch(() => undefined);
  }
}

try {
  await Promise.all(Array.from({ length: workers }, () => checkNext()));
} finally {
  await browser.close();
  server.close();
}

console.log(`Storybook: ${stories.length} stories opened in Chromium.`);
if (problems.length) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log('Every story renders, without console errors, external requests or axe violations.');
}
