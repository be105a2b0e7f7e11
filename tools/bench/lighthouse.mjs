#!/usr/bin/env node
// `npm run bench:lighthouse`: a benchmark, not a test. Starts the built web server with every site
// (database in memory) behind a small proxy on 127.0.0.1 and runs Lighthouse (mobile, default
// simulated throttling, performance only) in Chromium on every page type of every host
// (page-types.mjs) in each of its locales (en and ru; de and kz where they exist), each beside its
// static copy: the same server-rendered HTML with every <script> element and every
// <link rel="modulepreload"> removed, served by the proxy at /__static__/<path> on the same origin
// (same host, CSS, fonts and images). Both are loaded as a visitor who answered the cookie alert
// (consent cookies below) and has seen the brochure pop-up. Prints per page the median of the runs
// of each figure: score, LCP, FCP, TBT, CLS, JS (transfer size of the scripts) and the static
// copy's score / LCP / TBT, flagging the targets of issue 17: score ≥ 95 and within 3 points of the
// static copy, LCP ≤ 2.5 s, TBT ≤ 100 ms, CLS ≤ 0.01. Exits 1 when a target is missed.
//   node tools/bench/lighthouse.mjs [--runs 3] [--only <text>]… [--json <file>] [--lhr <dir>]
//     [--cpu 4|auto] [--floor] [--first-visit]
// --cpu is Lighthouse's CPU slowdown multiplier: 4 (its default, a mid-tier phone on a host whose
// benchmark index is about 1533) or `auto`: the multiplier Lighthouse's throttling guide gives for
// this host's benchmark index (docs/throttling.md, its CPU throttling calculator: 1300 → 3×,
// 800 → 2×, 150 → 1×), measured before the first page as the median of three audits of a static
// copy. On a host slower than Lighthouse's baseline the default 4× simulates a slower phone than
// the one the targets are for: even the script-free static copies then show blocking time.
// --lhr writes every run's full Lighthouse report to <dir> (its diagnostics: long tasks, bootup
// time, the LCP breakdown), named after the page and the run, and beside it the page load's trace
// (`.trace.json`, for Chromium's performance panel).
// --floor adds a third copy of each page, the floor of its blocking time: the static copy with the
// stack alone started on it once it has loaded (hydration-floor.client.mjs: React and React
// Router's data router, bundled alone, hydrate the page's <body> rebuilt as plain elements under
// the site's routes), at /__floor__/<path>. No site's code runs there, so its TBT is what React
// and React Router cost on that page and phone whatever the sites do; the table gets a column
// with it (score / TBT).
// --first-visit loads each page as a first-time visitor instead: no cookies, so the cookie alert
// loads and shows after hydration (its layout shift and blocking time counted); the static copies
// stay as they are.
// --only (repeatable) keeps the pages whose label (`main /ru/about/`) contains the text, or just
// the page whose label equals it (`--only 'main /'`). Nothing outside 127.0.0.1 and *.localhost
// is resolved by Chromium.
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import puppeteer from 'puppeteer-core';
import { rolldown } from 'rolldown';
import { freePort } from './free-port.mjs';
import {
  asAnsweredVisitor,
  asFirstVisitor,
  consentCookies,
  launchLocalChromium,
} from './local-chromium.mjs';
import { htmlTree } from './html-tree.mjs';
import { hosts, localizedPages } from './page-types.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    json: { type: 'string' },
    lhr: { type: 'string' },
    cpu: { type: 'string', default: '4' },
    floor: { type: 'boolean', default: false },
    'first-visit': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${options.runs}: a whole number`);
if (options.cpu !== 'auto' && !(Number(options.cpu) >= 1))
  throw new Error(`--cpu ${options.cpu}: a multiplier ≥ 1, or auto`);
/** Lighthouse's CPU slowdown multiplier; `auto` is set from the host's benchmark index below. */
let cpuSlowdownMultiplier = options.cpu === 'auto' ? null : Number(options.cpu);

/**
 * The multiplier Lighthouse's throttling guide recommends for a host's benchmark index (its CPU
 * throttling calculator, linked from docs/throttling.md): the same phone on a faster or slower host.
 */
function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const targets = { score: 95, staticGap: 3, lcp: 2500, tbt: 100, cls: 0.01 };
const STATIC_PREFIX = '/__static__';
const FLOOR_PREFIX = '/__floor__';
const FLOOR_SCRIPT = '/__floor__.js';

/** The floor's client, bundled as the sites' build bundles (rolldown, minified, production). */
async function bundleFloorClient() {
  const bundle = await rolldown({
    input: path.resolve('tools/bench/hydration-floor.client.mjs'),
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  if (output.length !== 1) throw new Error('the floor client bundled into more than one file');
  return Buffer.from(output[0].code);
}
const floorScript = options.floor ? await bundleFloorClient() : null;
/** Compressed once: Lighthouse fetches it afresh on every audit of a floor copy. */
const floorScriptGzip = floorScript && gzipSync(floorScript, { level: 9 });

const label = (page) => `${page.site} ${page.path}`;
let pages = localizedPages();
if (options.only?.length) {
  pages = pages.filter((page) =>
    options.only.some((text) =>
      pages.some((other) => label(other) === text)
        ? label(page) === text
        : label(page).includes(text),
    ),
  );
  if (!pages.length) throw new Error(`--only ${options.only.join(', ')}: no page matches`);
}

// The server and the sites run from a copy of the build (under dist/, so their packages still
// resolve from node_modules): a rebuild of dist/apps during the run does not change what is measured.
const buildCopy = path.resolve(`dist/bench-lighthouse-${process.pid}`);
for (const app of ['server', ...Object.keys(hosts)])
  cpSync(`dist/apps/${app}`, path.join(buildCopy, app), { recursive: true });
const removeBuildCopy = () => rmSync(buildCopy, { recursive: true, force: true });
process.on('exit', removeBuildCopy);

const serverPort = await freePort();
const child = spawn(
  process.execPath,
  ['--max-old-space-size=320', path.join(buildCopy, 'server/main.js')],
  {
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      SITES_DIR: buildCopy,
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      API_URL: undefined,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const stopChild = () => {
  if (child && child.exitCode === null && child.signalCode === null)
    process.kill(child.pid, 'SIGTERM');
};
process.on('exit', stopChild);
/** Chromium, once launched. On Ctrl-C or SIGTERM Chromium and the server are stopped too. */
const chromeProcess = { chrome: null };
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    chromeProcess.chrome?.kill();
    process.exit(130);
  });
for (let i = 0; ; i++) {
  try {
    const response = await fetch(`http://127.0.0.1:${serverPort}/api/v1/health/`);
    if (response.ok) break;
  } catch {
    // not listening yet
  }
  if (i > 480) throw new Error('the web server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// The proxy: every request goes to the server unchanged (Host header included), except
// /__static__/<path>, which answers the static copy of <path> on that host.
const agent = new Agent({ keepAlive: true });
/** `${host}${path}` → { headers, body } of the static copy (body uncompressed). */
const staticCopies = new Map();
const hostOf = (hostHeader = '') => hostHeader.replace(/:\d+$/, '');

/** `${host}${path}` → { headers, body } of the floor copy. */
const floorCopies = new Map();

const proxy = createServer((req, res) => {
  if (floorScript && req.url === FLOOR_SCRIPT) {
    const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? floorScriptGzip : floorScript;
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': body.length,
    });
    res.end(body);
    return;
  }
  const prefix = [STATIC_PREFIX, FLOOR_PREFIX].find((p) => req.url.startsWith(`${p}/`));
  if (prefix) {
    const copies = prefix === FLOOR_PREFIX ? floorCopies : staticCopies;
    const copy = copies.get(`${hostOf(req.headers.host)}${req.url.slice(prefix.length)}`);
    if (!copy) {
      res.writeHead(404).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    // Compressed as the server compressed the page, so both travel the same bytes over the wire.
    const encoding = copy.encoding && accepts.includes(copy.encoding) ? copy.encoding : null;
    const body =
      encoding === 'br'
        ? brotliCompressSync(copy.body)
        : encoding === 'gzip'
          ? gzipSync(copy.body)
          : copy.body;
    res.writeHead(200, {
      ...copy.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    });
    res.end(body);
    return;
  }
  const upstream = request(
    {
      host: '127.0.0.1',
      port: serverPort,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent,
    },
    (response) => {
      res.writeHead(response.statusCode, response.headers);
      response.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
const proxyPort = await freePort();
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

// Lighthouse's own mobile user agent, so the copy is the HTML Lighthouse is served.
const { userAgents, throttling: throttlingPresets } =
  await import('lighthouse/core/config/constants.js');
const defaultThrottling = throttlingPresets.mobileSlow4G;
const cookieHeader = Object.entries(consentCookies)
  .map(([name, value]) => `${name}=${value}`)
  .join('; ');

/**
 * The floor copy of a page: its static copy with, in <head>, the site's route manifest (read from
 * the manifest module the page names) and its <body> as an element tree, and a script that starts
 * the floor's client once the page has loaded.
 */
async function floorCopyOf(html, stripped, host) {
  const manifestPath = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!manifestPath) throw new Error('the page names no route manifest');
  // From the page's own site: the server picks the site by the Host header.
  const manifestResponse = await new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: serverPort, path: manifestPath, headers: { host } }, resolve)
      .on('error', reject)
      .end();
  });
  if (manifestResponse.statusCode !== 200)
    throw new Error(`${manifestPath} on ${host}: status ${manifestResponse.statusCode}`);
  let source = '';
  for await (const chunk of manifestResponse.setEncoding('utf8')) source += chunk;
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const { document } = new JSDOM(stripped).window;
  const data = { basename: FLOOR_PREFIX, routes: manifest.routes, body: htmlTree(document.body) };
  const head = [
    `<script type="application/json" id="__floor__">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    `<script>addEventListener('load',function(){var s=document.createElement('script');s.type='module';s.src='${FLOOR_SCRIPT}';document.head.append(s)})</script>`,
  ].join('');
  if (!stripped.includes('</head>')) throw new Error('the page has no </head>');
  return Buffer.from(stripped.replace('</head>', `${head}</head>`));
}

/** The page as the server sends it to Lighthouse; stores its static copy. */
function makeStaticCopy(page) {
  const host = hosts[page.site];
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: serverPort,
        path: page.path,
        headers: {
          host: `${host}:${proxyPort}`,
          'user-agent': userAgents.mobile,
          accept: 'text/html',
          'accept-encoding': 'gzip, deflate, br',
          cookie: cookieHeader,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? null;
          if (response.statusCode !== 200) {
            resolve({ status: response.statusCode, location: response.headers.location });
            return;
          }
          const html = (
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw
          ).toString('utf8');
          let scripts = 0;
          let modulePreloads = 0;
          const stripped = html
            .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, () => {
              scripts++;
              return '';
            })
            .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, () => {
              modulePreloads++;
              return '';
            });
          const headers = { ...response.headers };
          for (const name of [
            'content-length',
            'content-encoding',
            'transfer-encoding',
            'set-cookie',
          ])
            delete headers[name];
          if (headers.link) {
            const link = String(headers.link)
              .split(/,(?=\s*<)/)
              .filter((part) => !/rel=["']?modulepreload/i.test(part))
              .join(',');
            if (link.trim()) headers.link = link;
            else delete headers.link;
          }
          staticCopies.set(`${host}${page.path}`, {
            headers,
            encoding,
            body: Buffer.from(stripped),
          });
          if (!floorScript) {
            resolve({ status: 200, scripts, modulePreloads, htmlBytes: raw.length });
            return;
          }
          floorCopyOf(html, stripped, `${hostOf(host)}:${proxyPort}`).then((body) => {
            // The floor's two scripts are its own: no nonce, so no policy.
            const { 'content-security-policy': _csp, ...floorHeaders } = headers;
            floorCopies.set(`${host}${page.path}`, { headers: floorHeaders, encoding, body });
            resolve({ status: 200, scripts, modulePreloads, htmlBytes: raw.length });
          }, reject);
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${page.path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

chromeProcess.chrome = await launchLocalChromium(['--disable-quic']);
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chromeProcess.chrome.port}`,
  defaultViewport: null,
});

const isLocal = (url) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');
};

/**
 * One Lighthouse run of `url`, as a visitor with the consent cookies (and nothing else), with
 * Lighthouse's mobile throttling and the given CPU slowdown.
 */
async function auditOnce(url, host, cpu) {
  const page = await browser.newPage();
  try {
    if (options['first-visit']) await asFirstVisitor(page);
    else await asAnsweredVisitor(page, host);
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        settings: { throttling: { ...defaultThrottling, cpuSlowdownMultiplier: cpu } },
      },
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (options.lhr) {
      mkdirSync(options.lhr, { recursive: true });
      const name = `${host}${new URL(url).pathname}`.replace(/[^a-z0-9.]+/gi, '_');
      const stamp = Date.now();
      writeFileSync(path.join(options.lhr, `${name}-${stamp}.json`), result.report);
      if (result.artifacts?.Trace)
        writeFileSync(
          path.join(options.lhr, `${name}-${stamp}.trace.json`),
          JSON.stringify(result.artifacts.Trace),
        );
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsBytes: requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      remote: requests.filter((item) => !isLocal(item.url)).map((item) => item.url),
      warnings: lhr.runWarnings,
      // Lighthouse's CPU benchmark of this machine during the run (lower = slower/busier).
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.selector,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => ({ score: item.score, selector: item.node?.selector })),
    };
  } finally {
    await page.close();
  }
}

/**
 * A run that fails (NO_NAVSTART and the like: the trace was lost on a busy machine) is repeated,
 * after a second's pause; with Chromium 156 a static copy lost it three times in a row.
 */
async function audit(url, host, cpu = cpuSlowdownMultiplier) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, host, cpu);
    } catch (error) {
      if (attempt >= 6) throw error;
      console.error(`${error.message}; running again`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medians = (results) =>
  Object.fromEntries(
    ['score', 'lcp', 'fcp', 'tbt', 'cls', 'jsBytes'].map((key) => [
      key,
      median(results.map((result) => result[key])),
    ]),
  );

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${Math.round(bytes / 1024)} kB`;

if (cpuSlowdownMultiplier === null) {
  // Calibration: the host's benchmark index (it does not depend on the multiplier) over three
  // audits of the first page's static copy, then Lighthouse's recommended multiplier for it.
  const first = pages[0];
  const copy = await makeStaticCopy(first);
  if (copy.status !== 200) throw new Error(`${label(first)}: status ${copy.status}`);
  const origin = `http://${hosts[first.site]}:${proxyPort}`;
  const indexes = [];
  for (let run = 0; run < 3; run++)
    indexes.push(
      (await audit(`${origin}${STATIC_PREFIX}${first.path}`, hosts[first.site], 4)).benchmarkIndex,
    );
  cpuSlowdownMultiplier = Math.round(calibratedMultiplier(median(indexes)) * 100) / 100;
  console.log(
    `CPU slowdown calibrated for this host: benchmark index ${indexes.map(Math.round).join(', ')} (median ${Math.round(median(indexes))}) → ${cpuSlowdownMultiplier}× (Lighthouse's default 4× assumes an index of about 1533).`,
  );
}
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated throttling, CPU slowdown ${cpuSlowdownMultiplier}×), performance; median of ${runs} run${runs > 1 ? 's' : ''} per figure.`,
);
console.log(
  options['first-visit']
    ? 'Pages as a first-time visitor: no cookies (the cookie alert loads and shows); sessionStorage popup-brochure-seen=1.'
    : `Cookies on every page and copy: ${cookieHeader} (cookie alert answered, analytics declined); sessionStorage popup-brochure-seen=1.`,
);
console.log(
  `Static copy: the same HTML without <script> and <link rel="modulepreload">, at ${STATIC_PREFIX}<path> on the same origin.${floorScript ? '' : '\n'}`,
);
if (floorScript)
  console.log(
    `Floor: the static copy with React and React Router alone (${kb(floorScriptGzip.length)} gzip) hydrating its <body> as plain elements under the site's routes, at ${FLOOR_PREFIX}<path>.\n`,
  );

/** The table row of a measured page and the targets it misses. */
function formatRow(row) {
  const { page: p, static: s } = row;
  const misses = [
    p.score < targets.score && `score < ${targets.score}`,
    s.score - p.score > targets.staticGap && `${s.score - p.score} below static`,
    p.lcp > targets.lcp && 'LCP',
    p.tbt > targets.tbt && 'TBT',
    p.cls > targets.cls && 'CLS',
    row.remote.length && 'remote requests',
  ].filter(Boolean);
  return {
    misses,
    line: `| \`${row.label}\` | ${p.score} | ${seconds(p.lcp)} | ${seconds(p.fcp)} | ${Math.round(p.tbt)} ms | ${p.cls.toFixed(3)} | ${kb(p.jsBytes)} | ${s.score} / ${seconds(s.lcp)} / ${Math.round(s.tbt)} ms |${row.floor ? ` ${row.floor.score} / ${Math.round(row.floor.tbt)} ms |` : ''} ${misses.join(', ') || 'ok'} |`,
  };
}

const rows = [];
const started = Date.now();
try {
  for (const [index, page] of pages.entries()) {
    const host = hosts[page.site];
    const origin = `http://${host}:${proxyPort}`;
    const copy = await makeStaticCopy(page);
    const row = { ...page, label: label(page), url: `${origin}${page.path}`, copy };
    rows.push(row);
    if (copy.status !== 200) {
      console.error(`[${index + 1}/${pages.length}] ${row.label}: status ${copy.status}, skipped`);
      continue;
    }
    row.pageRuns = [];
    row.staticRuns = [];
    row.floorRuns = [];
    for (let run = 0; run < runs; run++) {
      row.pageRuns.push(await audit(row.url, host));
      row.staticRuns.push(await audit(`${origin}${STATIC_PREFIX}${page.path}`, host));
      if (floorScript)
        row.floorRuns.push(await audit(`${origin}${FLOOR_PREFIX}${page.path}`, host));
    }
    row.page = medians(row.pageRuns);
    row.static = medians(row.staticRuns);
    if (floorScript) row.floor = medians(row.floorRuns);
    row.remote = [
      ...new Set([...row.pageRuns, ...row.staticRuns, ...row.floorRuns].flatMap((r) => r.remote)),
    ];
    console.error(
      `[${index + 1}/${pages.length}] ${Math.round((Date.now() - started) / 1000)} s ${formatRow(row).line}`,
    );
  }
} finally {
  await browser.disconnect();
  chromeProcess.chrome.kill();
  proxy.closeAllConnections();
  proxy.close();
  agent.destroy();
  stopChild();
}

let failed = false;
const lines = [
  `| page | score | LCP | FCP | TBT | CLS | JS | static copy: score / LCP / TBT |${floorScript ? ' floor: score / TBT |' : ''} misses |`,
  `|---|---|---|---|---|---|---|---|${floorScript ? '---|' : ''}---|`,
];
for (const row of rows) {
  if (!row.page) {
    failed = true;
    lines.push(
      `| \`${row.label}\` | | | | | | | |${floorScript ? ' |' : ''} status ${row.copy.status}${row.copy.location ? ` → ${row.copy.location}` : ''} |`,
    );
    continue;
  }
  const { misses, line } = formatRow(row);
  failed ||= misses.length > 0;
  lines.push(line);
}
console.log(lines.join('\n'));
console.log(
  `\nTargets: score ≥ ${targets.score} and within ${targets.staticGap} points of the static copy, LCP ≤ ${seconds(targets.lcp)}, TBT ≤ ${targets.tbt} ms, CLS ≤ ${targets.cls}. ${rows.length} pages in ${Math.round((Date.now() - started) / 1000)} s.`,
);
const benchmarkIndexes = rows.flatMap((row) =>
  [...(row.pageRuns ?? []), ...(row.staticRuns ?? []), ...(row.floorRuns ?? [])].map(
    (run) => run.benchmarkIndex,
  ),
);
if (benchmarkIndexes.length)
  console.log(
    `Lighthouse CPU benchmark index: median ${Math.round(median(benchmarkIndexes))}, ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} (TBT scales with a busy machine).`,
  );
const remote = [...new Set(rows.flatMap((row) => row.remote ?? []))];
if (remote.length) console.log(`Requests outside this machine (blocked): ${remote.join(', ')}`);
if (options.json) {
  writeFileSync(
    options.json,
    `${JSON.stringify({ runs, targets, consentCookies, rows }, null, 2)}\n`,
  );
  console.log(`Raw figures: ${options.json}`);
}
process.exitCode = failed ? 1 : 0;
