#!/usr/bin/env node
// `npm run bench:long-tasks`: a benchmark, not a test. What Lighthouse's simulated throttling
// (Lantern) turns into Total Blocking Time, read from many loads instead of three. Lantern takes
// the main-thread tasks of an unthrottled load, drops those under 10 ms, multiplies the rest by
// the CPU slowdown and counts what goes over 50 ms. Each figure here is that sum over the tasks
// after the first contentful paint (`Σ max(0, task × multiplier − 50 ms)`, tasks ≥ 10 ms), the
// median of --runs loads of the page in Chromium, unthrottled, as a phone visitor (412 × 823, the
// consent cookies of bench:lighthouse). It leaves out Lantern's scheduling (it never moves a task
// before another), so it tells two builds of the same page apart, not the exact TBT Lighthouse
// prints; per-load figures spread by 50–200 ms on a 2-core host, which is why it takes 15 loads.
//   node tools/bench/long-tasks.mjs --url http://localhost:3000/ [--url …] [--runs 15]
//     [--multiplier 4] [--multiplier 9.6] [--cold] [--first-visit]
// --cold clears the browser's cache before each load, as Lighthouse does: the modules are fetched
// and compiled again (no code cache), which the warm loads of the default leave out.
// --first-visit loads each page as a first-time visitor (no cookies: the cookie alert shows).
// Start the server first (`PORT=3000 node dist/apps/server/main.js`); nothing outside 127.0.0.1
// and *.localhost is resolved by Chromium.
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { asAnsweredVisitor, asFirstVisitor, launchLocalChromium } from './local-chromium.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    runs: { type: 'string', default: '15' },
    multiplier: { type: 'string', multiple: true },
    cold: { type: 'boolean', default: false },
    'first-visit': { type: 'boolean', default: false },
  },
});
if (!options.url?.length) throw new Error('--url <page of a running server> is required');
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${options.runs}: a whole number`);
const multipliers = (options.multiplier ?? ['4']).map(Number);
if (multipliers.some((m) => !(m >= 1))) throw new Error('--multiplier: a number ≥ 1');

/** Lantern's thresholds: shorter tasks are pruned from its graph; TBT counts beyond 50 ms. */
const SIGNIFICANT_TASK_MS = 10;
const BLOCKING_MS = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const blocking = (tasks, multiplier) =>
  tasks.reduce((sum, ms) => sum + Math.max(0, ms * multiplier - BLOCKING_MS), 0);

/** The durations (ms) of the page's main-thread tasks of ≥ 10 ms after its first paint. */
async function longTasksOf(browser, url) {
  const page = await browser.newPage();
  try {
    await page.setViewport({
      width: 412,
      height: 823,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    if (options['first-visit']) await asFirstVisitor(page);
    else await asAnsweredVisitor(page, new URL(url).hostname);
    if (options.cold) {
      // As Lighthouse loads a page: nothing in the HTTP cache, so no module's code cache either.
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
    }
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration starts once the page has loaded its script; the footer form (5 s) is later.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    // The page's first contentful paint, on its renderer's main thread (the last one recorded:
    // the new tab's blank document paints nothing).
    const fcp = traceEvents.filter((e) => e.name === 'firstContentfulPaint').at(-1);
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
    return traceEvents
      .filter(
        (e) =>
          e.name === 'RunTask' &&
          e.pid === fcp.pid &&
          e.tid === fcp.tid &&
          e.ts >= fcp.ts &&
          e.dur >= SIGNIFICANT_TASK_MS * 1000,
      )
      .map((e) => e.dur / 1000);
  } finally {
    await page.close();
  }
}

const chrome = await launchLocalChromium();
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  console.log(
    `${runs} unthrottled${options.cold ? ', cold (cache cleared)' : ''} load(s) per page; tasks ≥ ${SIGNIFICANT_TASK_MS} ms after the first contentful paint; median (min–max) per figure.`,
  );
  console.log(
    `| page | tasks ≥ 10 ms | their time | longest | ${multipliers.map((m) => `blocking at ${m}×`).join(' | ')} |`,
  );
  console.log(`|---|---|---|---|${multipliers.map(() => '---|').join('')}`);
  for (const url of options.url) {
    const loads = [];
    for (let run = 0; run < runs; run++) loads.push(await longTasksOf(browser, url));
    const figure = (values) =>
      `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
    const cells = [
      figure(loads.map((tasks) => tasks.length)),
      `${figure(loads.map((tasks) => tasks.reduce((a, b) => a + b, 0)))} ms`,
      `${figure(loads.map((tasks) => Math.max(0, ...tasks)))} ms`,
      ...multipliers.map((m) => `${figure(loads.map((tasks) => blocking(tasks, m)))} ms`),
    ];
    console.log(`| ${url} | ${cells.join(' | ')} |`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
}
