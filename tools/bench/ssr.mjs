#!/usr/bin/env node
// `npm run bench:ssr`: a benchmark, not a test. Starts the built web server
// (dist/apps/server/main.js) on 127.0.0.1 with a fresh embedded PGlite database, fetches the main
// site's home page once as a browser, then serves exactly those bytes from a bare node:http server
// and drives both with autocannon (same User-Agent and Host). Prints req/s, p99 latency, errors
// and bytes per response for each, and the ratio of server-rendered to bare req/s.
// Targets (issue 17): a page from the cache at ≥ 0.3 × the bare server's req/s, a full render at
// ≥ 0.03 ×. Server rows: a first-time visitor without cookies and a returning visitor with the
// locale, consent and form-info cookies (both served from the PAGE_CACHE_MS page cache, one
// render per second), the returning visitor asking for gzip (the cache's precompressed copy;
// the bare server then sends the same compressed bytes), and a second server started with
// PAGE_CACHE_MS=0 (every request rendered). A last row, not a target: React alone rendering the
// page's own elements (its HTML turned back into elements, `html-tree.mjs`) each request, in
// this process as the bare server is: the floor of any page React renders whole, beside which a
// full render's own work (components, texts, router, data) shows.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 [BENCH_PATH=/about/] npm run bench:ssr
//
// autocannon runs in a worker thread (`workers: 1`) so that the bare server, which lives in this
// process, does not share its event loop with the load generator.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

// React's production build for the React-alone row, as the built server has (React picks its
// build by NODE_ENV when first imported).
process.env.NODE_ENV = 'production';
const React = await import('react');
const { renderToPipeableStream } = await import('react-dom/server');
const { JSDOM } = await import('jsdom');
const { htmlTree, treeElement } = await import('./html-tree.mjs');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmupSeconds = 2;
/** The main site's page to render (BENCH_PATH, ADR 0032's spike); the home page by default. */
const benchPath = process.env.BENCH_PATH ?? '/';
const cachedTarget = 0.3;
const renderedTarget = 0.03;
const returningCookies =
  'locale=en; cookiePermission=Y; cookieList=required%2Canalytical%2Cmarketing; formInfo=%7B%22name%22%3A%22Ann%22%7D';
// React Router renders for a browser (streaming); a curl-like agent counts as a bot and waits.
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** One GET on 127.0.0.1 with the given headers; the body exactly as received. */
const get = (port, pathname, headers) =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${pathname} timed out`)));
    req.on('error', reject);
    req.end();
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-data-'));
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-uploads-'));
let child;
let bare;
let reactAlone;

const removeTempDirs = () => {
  for (const dir of [dataDir, uploadsDir]) rmSync(dir, { recursive: true, force: true });
};
const childRunning = () => child && child.exitCode === null && child.signalCode === null;

/** Stops the bare server and the child (by its pid), then removes the temp dirs. */
const stop = async () => {
  for (const server of [bare, reactAlone]) {
    if (!server?.listening) continue;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve()));
  }
  if (childRunning()) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid, 'SIGTERM');
    const timer = setTimeout(() => childRunning() && process.kill(child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  removeTempDirs();
};
// Last resort when the script dies without reaching `stop` (an uncaught error, a signal).
process.on('exit', () => {
  if (childRunning()) process.kill(child.pid, 'SIGKILL');
  removeTempDirs();
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stop().finally(() => process.exit(130)));
}

const bench = async (url, host, extraHeaders = {}) => {
  const options = {
    url,
    headers: { host, 'user-agent': userAgent, ...extraHeaders },
    connections,
    workers: 1,
  };
  await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
};

/** Starts the built server with `env` on a free port; resolves once it answers. */
const startServer = async (env = {}) => {
  const port = await freePort();
  child = spawn(process.execPath, ['--max-old-space-size=320', 'dist/apps/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      DATABASE_URL: '',
      API_URL: undefined,
      LOG_LEVEL: 'warn',
      // Only the main site is measured (and built by `npm run bench:ssr`).
      SITES: 'main',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  for (let i = 0; ; i++) {
    try {
      const health = await get(port, '/api/v1/health/', { host: 'localhost' });
      if (health.status === 200) break;
    } catch {
      // not up yet
    }
    if (i > 1200 || !childRunning()) throw new Error('the web server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return port;
};

/** Stops the current child (by its pid). */
const stopChild = async () => {
  if (!childRunning()) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  await exited;
};

try {
  const port = await startServer();

  const host = `localhost:${port}`;
  const page = await get(port, benchPath, { host, 'user-agent': userAgent });
  const contentType = page.headers['content-type'];
  if (page.status !== 200 || !contentType?.startsWith('text/html')) {
    throw new Error(
      `GET ${benchPath} answered ${page.status} ${contentType ?? '(no content-type)'}`,
    );
  }

  const barePort = await freePort();
  // The page as a browser gets it from the cache: gzip, precompressed (after a first render).
  await get(port, benchPath, { host, 'user-agent': userAgent, cookie: returningCookies });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const gzipped = await get(port, benchPath, {
    host,
    'user-agent': userAgent,
    cookie: returningCookies,
    'accept-encoding': 'gzip, deflate, br, zstd',
  });
  const gzipEncoding = gzipped.headers['content-encoding'] ?? 'identity';

  bare = createServer((request, response) => {
    const body = request.headers['accept-encoding'] ? gzipped.body : page.body;
    response.writeHead(200, {
      'content-type': contentType,
      'content-length': body.length,
      ...(request.headers['accept-encoding'] ? { 'content-encoding': gzipEncoding } : {}),
    });
    response.end(body);
  });
  await new Promise((resolve, reject) => {
    bare.once('error', reject);
    bare.listen(barePort, '127.0.0.1', resolve);
  });

  // React alone rendering the page's elements, each request (the floor of a React render: no
  // component, hook, text or data of the page; the islands' HTML as elements too).
  const counter = { elements: 0 };
  const pageTree = htmlTree(new JSDOM(page.body).window.document.documentElement, counter);
  const reactPort = await freePort();
  reactAlone = createServer((request, response) => {
    const { pipe } = renderToPipeableStream(treeElement(pageTree, React), {
      onShellReady() {
        response.writeHead(200, { 'content-type': contentType });
        pipe(response);
      },
      onShellError() {
        response.writeHead(500).end();
      },
    });
  });
  await new Promise((resolve, reject) => {
    reactAlone.once('error', reject);
    reactAlone.listen(reactPort, '127.0.0.1', resolve);
  });

  const encoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const server = await bench(`http://127.0.0.1:${port}${benchPath}`, host);
  const returning = await bench(`http://127.0.0.1:${port}${benchPath}`, host, {
    cookie: returningCookies,
  });
  const returningGzip = await bench(`http://127.0.0.1:${port}${benchPath}`, host, {
    cookie: returningCookies,
    ...encoding,
  });
  const bareResult = await bench(`http://127.0.0.1:${barePort}${benchPath}`, host);
  const bareGzip = await bench(`http://127.0.0.1:${barePort}${benchPath}`, host, encoding);
  const reactResult = await bench(`http://127.0.0.1:${reactPort}${benchPath}`, host);
  await stopChild();
  const uncachedPort = await startServer({ PAGE_CACHE_MS: '0' });
  // A fresh process: a few renders first, so the run does not measure its cold start.
  for (let i = 0; i < 10; i++)
    await get(uncachedPort, benchPath, {
      host: `localhost:${uncachedPort}`,
      'user-agent': userAgent,
    });
  const rendered = await bench(
    `http://127.0.0.1:${uncachedPort}${benchPath}`,
    `localhost:${uncachedPort}`,
    {
      cookie: returningCookies,
    },
  );

  const row = (target, result) => ({
    target,
    'req/s': Math.round(result.reqPerSec),
    'p99 ms': result.p99,
    errors: result.errors,
    'bytes/response': Math.round(result.bytesPerResponse),
  });
  console.log(
    `\nMain site home page (${page.body.length} bytes of ${contentType}), 127.0.0.1, ` +
      `${connections} connections × ${seconds} s after ${warmupSeconds} s warm-up each\n`,
  );
  console.table([
    row(`server GET ${benchPath} (first visit, page cache)`, server),
    row(`server GET ${benchPath} (returning visitor with cookies, page cache)`, returning),
    row(`server GET ${benchPath} (returning visitor, page cache, ${gzipEncoding})`, returningGzip),
    row(`server GET ${benchPath} (PAGE_CACHE_MS=0: rendered each time)`, rendered),
    row('bare node:http, same bytes', bareResult),
    row(`bare node:http, same bytes (${gzipEncoding})`, bareGzip),
    row(`React alone, the same ${counter.elements} elements each time`, reactResult),
  ]);
  for (const [label, result, base, target] of [
    ['first visit', server, bareResult, cachedTarget],
    ['returning visitor', returning, bareResult, cachedTarget],
    [`returning visitor, ${gzipEncoding}`, returningGzip, bareGzip, cachedTarget],
    ['rendered each time', rendered, bareResult, renderedTarget],
  ]) {
    const ratio = base.reqPerSec ? result.reqPerSec / base.reqPerSec : 0;
    const met = ratio >= target && result.errors === 0 && base.errors === 0;
    console.log(
      `server req/s ÷ bare req/s (${label}) = ${ratio.toFixed(3)} (target ≥ ${target}): ` +
        `${met ? 'met' : 'NOT met'}` +
        (ratio >= target && !met ? ' (errors above)' : ''),
    );
  }
  // Not targets: where a full render's time goes (goal 3's floor, ADR 0032).
  const share = (a, b) => (b.reqPerSec ? a.reqPerSec / b.reqPerSec : 0).toFixed(3);
  console.log(
    `React alone ÷ bare req/s = ${share(reactResult, bareResult)} (the floor of a page React ` +
      `renders whole); rendered each time ÷ React alone = ${share(rendered, reactResult)}`,
  );
} finally {
  await stop();
}
