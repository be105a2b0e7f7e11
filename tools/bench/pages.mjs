#!/usr/bin/env node
// `npm run bench:pages`: a benchmark, not a test. Starts the built web server with every site
// (database in memory), opens one page of each type of each host in each of its locales
// (page-types.mjs) in Chromium at 1440 px and records the JavaScript it loads:
//   first load  — every script fetched until the page has hydrated and is idle (before any form
//                 loads),
//   with form   — after the page's form is on screen: the main site's footer form (scrolled to),
//                 the lead dialog of the other hosts (its button pressed);
// sizes are gzip bytes of the built files (dist/apps/<site>/client). It also prints each site's
// largest route chunk. Budgets (issue 17): ≤ 130 kB first load on content pages, the form's own
// chunks ≤ 90 kB more, no route chunk over 30 kB. It also checks that a page's first-load scripts
// carry no UI texts of a locale outside the page's fallback chain (kz → ru, de → en).
// Exits 1 when a budget is exceeded or another locale's texts load.
// BENCH_VERBOSE=1 lists every script of each page with its size; BENCH_ONLY='<regexp>' opens only
// the pages whose `<site> <path>` it matches (`BENCH_ONLY='main /ru/(events|presskit)/$'`).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './free-port.mjs';
import { distinctTexts, foreignTexts, localeOfLang } from './locale-texts.mjs';
import { hosts, localizedPages } from './page-types.mjs';

const KB = 1024;
const budgets = { firstLoad: 130 * KB, formChunks: 90 * KB, routeChunk: 30 * KB };

const clientDirOf = (site) => path.resolve(`dist/apps/${site}/client`);
const gzipCache = new Map();
/** gzip size of a built asset (its `.gz` twin when the build wrote one). */
function gzipSize(site, urlPath) {
  const key = `${site}:${urlPath}`;
  if (gzipCache.has(key)) return gzipCache.get(key);
  const file = path.join(clientDirOf(site), urlPath);
  const size = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
  gzipCache.set(key, size);
  return size;
}

const distinct = distinctTexts();

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const port = await freePort();
const child = spawn(process.execPath, ['--max-old-space-size=320', 'dist/apps/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory',
    DATABASE_URL: '',
    API_URL: undefined,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
};
process.on('exit', stop);
const originOf = (site) => `http://${hosts[site]}:${port}`;
for (let i = 0; ; i++) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
    if (response.ok) break;
  } catch {
    // not listening yet
  }
  if (i > 480) throw new Error('the web server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const rows = [];
let failed = false;
try {
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  for (const { site, name, path: pagePath, form } of localizedPages()) {
    if (only && !only.test(`${site} ${pagePath}`)) continue;
    const origin = originOf(site);
    // A visitor who has answered the cookie alert and seen the brochure pop-up already.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      ['cookiePermission=Y', 'cookieList=required'].map((pair) => {
        const [cookieName, value] = pair.split('=');
        return { name: cookieName, value, domain: hosts[site], path: '/' };
      }),
    );
    await context.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js') && response.ok())
        scripts.add(url.pathname);
    });
    const response = await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    // On a busy machine the network can fall idle before the start has loaded a lazy part. The
    // page's first load ends once it has hydrated and the network is idle again.
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const status = response?.status() ?? 0;
    const firstLoad = [...scripts].reduce((sum, file) => sum + gzipSize(site, file), 0);
    const pageLocale = localeOfLang(await page.getAttribute('html', 'lang'));
    const firstLoadSource = [...scripts]
      .map((file) => readFileSync(path.join(clientDirOf(site), file), 'utf8'))
      .join('\n');
    const foreign = foreignTexts(firstLoadSource, pageLocale, distinct);
    let hasForm = false;
    if (form === 'footer') {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForSelector('#contact-form form', { timeout: 8000 }).catch(() => undefined);
      hasForm = (await page.locator('#contact-form form').count()) > 0;
    } else if (form) {
      await page.getByRole('button', { name: form }).first().click();
      await page.waitForSelector('[role=dialog] form', { timeout: 8000 }).catch(() => undefined);
      hasForm = (await page.locator('[role=dialog] form').count()) > 0;
    }
    await page.waitForLoadState('networkidle');
    const withForm = [...scripts].reduce((sum, file) => sum + gzipSize(site, file), 0);
    rows.push({
      site,
      name,
      pagePath,
      status,
      firstLoad,
      withForm,
      form,
      hasForm,
      pageLocale,
      foreign,
    });
    if (process.env.BENCH_VERBOSE) {
      console.log(`\n${origin}${pagePath}`);
      for (const file of [...scripts].sort((a, b) => gzipSize(site, b) - gzipSize(site, a)))
        console.log(`  ${kb(gzipSize(site, file)).padStart(9)}  ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}

// React Router's manifest names each route's own module (its "route chunk").
function routeChunksOf(site) {
  const assets = path.join(clientDirOf(site), 'assets');
  const manifestFile = readdirSync(assets).find(
    (file) => file.startsWith('manifest-') && file.endsWith('.js'),
  );
  const manifest = JSON.parse(
    readFileSync(path.join(assets, manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  );
  return [
    ...new Map(
      Object.values(manifest.routes).map((route) => [
        route.module,
        { site, route: route.id, file: route.module, size: gzipSize(site, route.module) },
      ]),
    ).values(),
  ].sort((a, b) => b.size - a.size);
}

console.log('\nFirst-load JavaScript per page type (gzip):\n');
console.log(
  `${'site'.padEnd(9)}${'page'.padEnd(14)}${'path'.padEnd(46)}${'status'.padEnd(8)}${'first load'.padEnd(13)}with form`,
);
for (const row of rows) {
  const over =
    row.firstLoad > budgets.firstLoad ||
    (row.hasForm && row.withForm - row.firstLoad > budgets.formChunks);
  const formMissing = Boolean(row.form) && !row.hasForm;
  failed ||= over || formMissing || row.status !== 200 || row.foreign.length > 0;
  console.log(
    `${row.site.padEnd(9)}${row.name.padEnd(14)}${row.pagePath.padEnd(46)}${String(row.status).padEnd(8)}${kb(row.firstLoad).padEnd(13)}${row.hasForm ? `${kb(row.withForm)} (+${kb(row.withForm - row.firstLoad)})` : row.form ? 'FORM MISSING' : '(no form)'}${over ? '  OVER BUDGET' : ''}`,
  );
}
console.log(
  '\nUI texts of other locales in the first load (a page loads its locale and fallbacks):',
);
for (const row of rows) {
  const found = row.foreign.map(([locale, text]) => `${locale} ("${text.slice(0, 40)}")`);
  console.log(
    `  ${row.site.padEnd(9)}${row.name.padEnd(14)}${row.pageLocale.padEnd(4)}${found.length ? `FOUND ${found.join(', ')}` : 'none'}`,
  );
}
console.log('\nLargest route chunk of each site (gzip):');
for (const site of Object.keys(hosts)) {
  const [largest] = routeChunksOf(site);
  if (!largest) continue;
  const over = largest.size > budgets.routeChunk;
  failed ||= over;
  console.log(
    `  ${site.padEnd(9)}${kb(largest.size).padStart(9)}  ${largest.route} (${largest.file})${over ? '  OVER BUDGET' : ''}`,
  );
}
console.log(
  `\nBudgets: first load ≤ ${kb(budgets.firstLoad)}, the form's own chunks ≤ ${kb(budgets.formChunks)} more, route chunk ≤ ${kb(budgets.routeChunk)}.`,
);
process.exitCode = failed ? 1 : 0;
