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
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
// Stories are checked two at a time (STORYBOOK_CHECK_WORKERS), one per core of the CI machine.
const workers = Math.max(1, Number(process.env.STORYBOOK_CHECK_WORKERS ?? 2));
const queue = [...stories];
const problems = [];
/** Stories that showed a problem after another story and were checked again on their own. */
const checkedAlone = [];

/*
 * Storybook's own channel, recorded from the page's first script: the preview emits
 * `storyFinished` once a story has rendered, played and run its `afterEach`, and one of the
 * error events when it could not.
 */
function recordStorybookEvents() {
  const events = [];
  window.__checkEvents = events;
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      for (const name of [
        'storyFinished',
        'storyErrored',
        'storyThrewException',
        'storyMissing',
        'playFunctionThrewException',
      ])
        next.on(name, (payload) => events.push({ name, payload }));
    },
  });
}

/** The problems of the story shown in `page`, once it has finished rendering. */
async function problemsOfShownStory(page, storyId) {
  const outcome = await page
    .waitForFunction(
      (id) =>
        window.__checkEvents?.find(
          ({ name, payload }) => name !== 'storyFinished' || payload?.storyId === id,
        ),
      storyId,
      // Render and play: on a CI machine busy with the sites' end-to-end suites a fresh preview
      // has taken more than 15 s for its first story.
      { timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue());
  if (outcome.name !== 'storyFinished')
    return [`${outcome.name}: ${JSON.stringify(outcome.payload).slice(0, 300)}`];
  await page.waitForSelector('#storybook-root > *', { timeout: 15_000 });
  await page.waitForTimeout(300);
  if (!(await page.evaluate(() => Boolean(window.axe))))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document.querySelector('#storybook-root'), {
      // A story is a fragment of a page, not a page with landmarks.
      rules: { region: { enabled: false } },
      // The violations alone: axe skips collecting what passed.
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  });
  return violations.map((violation) => `axe ${violation}`);
}

/**
 * A page that shows one story after another, as Storybook's own UI does (`setCurrentStory`),
 * instead of loading the preview again for each. Reduced motion: axe measures the colours of what
 * is shown, not a frame of a fade-in.
 */
async function openViewer() {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(recordStorybookEvents);
  const page = await context.newPage();
  const viewer = { context, page, problems: [] };
  const report = (message) => viewer.problems.push(message);
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
  return viewer;
}

/** Shows a story in `viewer` (loading the preview when it has none yet) and lists its problems. */
async function check(viewer, storyId, { fresh }) {
  viewer.problems = [];
  try {
    await viewer.page.evaluate(() => window.__checkEvents?.splice(0));
    // `a11y.manual`: the a11y addon does not run its own axe pass after each story (the designers'
    // panel does in Storybook's UI); the check runs axe itself below, so each story is checked
    // once (issue 17, CI time: 81 → 49 CPU seconds for the 180 stories).
    if (fresh)
      await viewer.page.goto(
        `${origin}/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`,
      );
    else
      await viewer.page.evaluate(
        (id) =>
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
            storyId: id,
            viewMode: 'story',
          }),
        storyId,
      );
    viewer.problems.push(...(await problemsOfShownStory(viewer.page, storyId)));
  } catch (error) {
    viewer.problems.push(String(error).split('\n')[0]);
  }
  return viewer.problems;
}

async function checkNext() {
  let viewer;
  for (let story = queue.shift(); story; story = queue.shift()) {
    viewer ??= await openViewer();
    const shared = await check(viewer, story.id, { fresh: viewer.page.url() === 'about:blank' });
    if (shared.length === 0) continue;
    checkedAlone.push(story.id);
    // What a story shows after another may be the other's leftover (a portal, a timer): a
    // problem counts when the story shows it on a preview of its own as well.
    await viewer.context.close().catch(() => undefined);
    viewer = await openViewer();
    for (const problem of await check(viewer, story.id, { fresh: true }))
      problems.push(`${story.id}: ${problem}`);
  }
  await viewer?.context.close().catch(() => undefined);
}

try {
  await Promise.all(Array.from({ length: workers }, () => checkNext()));
} finally {
  await browser.close();
  server.close();
}

console.log(
  `Storybook: ${stories.length} stories opened in Chromium, ${checkedAlone.length} of them again on a preview of their own${checkedAlone.length ? ` (${checkedAlone.join(', ')})` : ''}.`,
);
if (problems.length) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log('Every story renders, without console errors, external requests or axe violations.');
}
