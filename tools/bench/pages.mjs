#!/usr/bin/env node
// `npm run bench:pages`: a benchmark, not a test. Starts the built web server with the main site
// (SITES=main, database in memory), opens one page of each type in Chromium at 1440 px and
// records the JavaScript it loads:
//   first load  — every script fetched until the page is idle (before the footer form loads),
//   with form   — after scrolling to the footer, which mounts the contact form;
// sizes are gzip bytes of the built files (dist/apps/main/client). It also prints the largest
// route chunk. Budgets (issue 6): ≤ 90 kB first load on content pages, ≤ 120 kB with the
// contact form, no route chunk over 30 kB. Exits 1 when a budget is exceeded.
// BENCH_VERBOSE=1 lists every script of each page with its size.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './free-port.mjs';

const clientDir = path.resolve('dist/apps/main/client');
const KB = 1024;
const budgets = { firstLoad: 90 * KB, withForm: 120 * KB, routeChunk: 30 * KB };

/** One page of each type (spec §2.2), in English; the ru twin shares every chunk. */
const pageTypes = [
  ['home', '/'],
  ['about', '/about/'],
  ['academy', '/academy/'],
  ['partnership', '/partnership/'],
  ['presskit', '/presskit/'],
  ['contacts', '/contacts/'],
  ['contact city', '/contacts/moscow/'],
  ['about/hr', '/about/hr/'],
  ['product hub', '/product/'],
  ['product', '/product/flow/'],
  ['industry', '/industries/mining/'],
  ['media list', '/news/media/'],
  ['media item', '/news/media/review-energy-efficiency-2026/'],
  ['podcasts', '/news/podcasts/'],
  ['webinars', '/news/webinars/'],
  ['events', '/events/'],
  ['cases', '/cases/'],
];

const gzipCache = new Map();
/** gzip size of a built asset (its `.gz` twin when the build wrote one). */
function gzipSize(urlPath) {
  if (gzipCache.has(urlPath)) return gzipCache.get(urlPath);
  const file = path.join(clientDir, urlPath);
  const size = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
  gzipCache.set(urlPath, size);
  return size;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

let child;
const stop = () => {
  if (child && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
};
process.on('exit', stop);

const port = await freePort();
child = spawn(process.execPath, ['dist/apps/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITES: 'main',
    DATA_DIR: 'memory',
    DATABASE_URL: '',
    API_URL: undefined,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://localhost:${port}`;
for (let i = 0; ; i++) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
    if (response.ok) break;
  } catch {
    // not listening yet
  }
  if (i > 120) throw new Error('the web server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const rows = [];
let failed = false;
try {
  for (const [name, pagePath] of pageTypes) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js') && response.ok())
        scripts.add(url.pathname);
    });
    const response = await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const status = response?.status() ?? 0;
    const firstLoad = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('#contact-form form', { timeout: 8000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const hasForm = (await page.locator('#contact-form form').count()) > 0;
    const withForm = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0);
    rows.push({ name, pagePath, status, firstLoad, withForm, hasForm });
    if (process.env.BENCH_VERBOSE) {
      console.log(`\n${pagePath}`);
      for (const file of [...scripts].sort((a, b) => gzipSize(b) - gzipSize(a)))
        console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  stop();
}

// React Router's manifest names each route's own module (its "route chunk").
const manifestFile = readdirSync(path.join(clientDir, 'assets')).find(
  (file) => file.startsWith('manifest-') && file.endsWith('.js'),
);
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
);
const routeChunks = [
  ...new Map(
    Object.values(manifest.routes).map((route) => [
      route.module,
      { route: route.id, file: route.module, size: gzipSize(route.module) },
    ]),
  ).values(),
].sort((a, b) => b.size - a.size);

console.log('\nFirst-load JavaScript per page type (gzip):\n');
console.log(
  `${'page'.padEnd(14)}${'path'.padEnd(46)}${'status'.padEnd(8)}${'first load'.padEnd(13)}with form`,
);
for (const row of rows) {
  const over =
    row.firstLoad > budgets.firstLoad || (row.hasForm && row.withForm > budgets.withForm);
  failed ||= over || row.status !== 200;
  console.log(
    `${row.name.padEnd(14)}${row.pagePath.padEnd(46)}${String(row.status).padEnd(8)}${kb(row.firstLoad).padEnd(13)}${row.hasForm ? kb(row.withForm) : '(no form)'}${over ? '  OVER BUDGET' : ''}`,
  );
}
console.log('\nLargest route chunks (gzip):');
for (const chunk of routeChunks.slice(0, 8))
  console.log(`  ${kb(chunk.size).padStart(9)}  ${chunk.route} (${chunk.file})`);
console.log(
  `\nBudgets: first load ≤ ${kb(budgets.firstLoad)}, with the contact form ≤ ${kb(budgets.withForm)}, route chunk ≤ ${kb(budgets.routeChunk)}.`,
);
const largestRoute = routeChunks[0];
if (largestRoute && largestRoute.size > budgets.routeChunk) {
  failed = true;
  console.log(`Route chunk over budget: ${largestRoute.route} ${kb(largestRoute.size)}`);
}
process.exitCode = failed ? 1 : 0;
