#!/usr/bin/env node
// `npm run bench:abuse`: a benchmark, not a test; bounded, 127.0.0.1 only. Starts the built web
// server (dist/apps/server/main.js, the main site, the API in process, PGlite in memory) and
// plays the attacker and the operator of issue 12:
//   - fuzz: random malformed bodies on every lead endpoint, broken queries, hostile Host and
//     X-Forwarded-Proto headers; counts 5xx per endpoint (target 0);
//   - /api/v1/health/ latency while a 10 MB resume uploads (target < 100 ms);
//   - admin password guesses per second before 429, leads per second per address before 429;
//   - sockets of clients that never finish their body, left open after the request timeout;
//   - the server's RSS before and after 3,000 distinct `/?r=N` page URLs;
//   - hostile bodies (issue 41: a million unknown keys, deep nesting, invalid UTF-8 …), each
//     with its status, answer size and the health latency beside it (abuse-bodies.mjs).
//   BENCH_FUZZ=300 npm run bench:abuse
//   BENCH_SECTIONS=hostile (any of fuzz, limits, hostile; all by default) runs only those;
//   BENCH_SERVER=path/to/main.js measures another build (e.g. a copy of an older one).
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { hostileBodyResults } from './abuse-bodies.mjs';
import { freePort } from './free-port.mjs';
import { contactLead } from './contact-lead.mjs';

const fuzzRuns = Number(process.env.BENCH_FUZZ ?? 300);
const requestTimeoutMs = 5_000;
const sections = (process.env.BENCH_SECTIONS ?? 'fuzz,limits,hostile').split(',');
const serverMain = process.env.BENCH_SERVER ?? 'dist/apps/server/main.js';

/** Starts the web server with `env`; resolves once /api/v1/health/ answers. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=320', serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITES: 'main',
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      ADMIN_USER: 'bench',
      ADMIN_PASSWORD: 'bench-password',
      CAPTCHA_SECRET: '',
      OUTBOX_ENABLED: 'false',
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health/`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 600 || child.exitCode !== null) throw new Error('the web server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  process.on('exit', () => child.kill('SIGKILL'));
  return { port, base, child, stop };
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
};

/** A raw HTTP/1.1 exchange, for headers fetch() would refuse to send. */
function raw(port, text) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
  });
}

function multipart(fields, file, boundary = 'bench-boundary-1') {
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const hostileUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  },
);
const hostileString = fc.string({ unit: hostileUnit, maxLength: 30 });
const anyJson = fc.oneof(hostileString, fc.jsonValue({ stringUnit: hostileUnit, maxDepth: 3 }));
const mutate = (valid) =>
  fc
    .sample(
      fc.dictionary(
        fc.constantFrom(...Object.keys(valid), 'customData', 'file', 'extra'),
        anyJson,
        {
          maxKeys: 4,
        },
      ),
      fuzzRuns,
    )
    .map((overrides) => ({ ...valid, ...overrides }));

const results = {};
const count = (name, status) => {
  results[name] ??= { requests: 0, '5xx': 0, '4xx': 0 };
  results[name].requests += 1;
  if (status >= 500 || status === 0) results[name]['5xx'] += 1;
  else if (status >= 400) results[name]['4xx'] += 1;
};

// 1. Fuzz, with limits out of the way.
if (sections.includes('fuzz')) {
  const server = await startServer({ LEAD_RATE_LIMIT: '1000000', CONSENT_RATE_LIMIT: '1000000' });
  const post = async (path, body, type = 'application/json') =>
    (
      await fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      })
    ).status;
  for (const body of mutate(contactLead))
    count('/feedback/', await post('/api/v1/feedback/', JSON.stringify(body)));
  for (const body of mutate({ email: 'a@example.com', page: '/', locale: 'en' }))
    count('/subscribe/', await post('/api/v1/subscribe/', JSON.stringify(body)));
  for (const body of mutate({ fingerprint: 'abc', cookieList: 'required', locale: 'en' }))
    count('/save-fingerprint/', await post('/api/v1/save-fingerprint/', JSON.stringify(body)));
  const resume = {
    name: 'Ivan',
    position: 'Engineer',
    email: 'i@example.com',
    phone: '+7 912 345-67-89',
  };
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 1)]);
  for (const [i, overrides] of fc
    .sample(
      fc.dictionary(fc.constantFrom(...Object.keys(resume), 'x'), hostileString, { maxKeys: 3 }),
      fuzzRuns,
    )
    .entries()) {
    const { body, type } = multipart({ ...resume, ...overrides }, { name: 'cv.pdf', bytes: pdf });
    const cut = i % 3 === 0 ? body.subarray(0, (i * 7919) % body.length) : body;
    count(
      '/feedback-resume/',
      await post(
        '/api/v1/feedback-resume/?locale=en',
        cut,
        i % 5 === 0 ? 'multipart/form-data; boundary=wrong' : type,
      ),
    );
  }
  for (const url of fc.sample(
    fc.array(fc.constantFrom('%', '%00', '%ED%A0%80', 'a', '/', '%FF', '.'), { maxLength: 6 }),
    fuzzRuns,
  ))
    count(
      '/seo/page/?url=',
      (await fetch(`${server.base}/api/v1/seo/page/?locale=en&url=${url.join('')}`)).status,
    );
  for (const query of fc.sample(
    fc.array(
      fc.constantFrom(
        'limit=%00',
        'page=-1',
        'locale=%ED%A0%80',
        'industry=%',
        'type[]=1',
        'limit=1e999',
        'format=%F0%9F',
      ),
      { maxLength: 4 },
    ),
    fuzzRuns,
  ))
    count('list queries', (await fetch(`${server.base}/api/v1/events/?${query.join('&')}`)).status);
  for (const [host, proto] of [
    ['localhost:abc', ''],
    ['127.0.0.1:99999', ''],
    ['localhost', 'javascript'],
    ['localhost', 'ftp'],
    ['', ''],
    ['local host', ''],
    ['[::1', ''],
  ])
    count(
      'pages (Host, X-Forwarded-Proto)',
      await raw(
        server.port,
        `GET /contacts/ HTTP/1.1\r\nHost: ${host}\r\n${proto ? `X-Forwarded-Proto: ${proto}\r\n` : ''}Connection: close\r\n\r\n`,
      ),
    );

  // 2. Health while a 10 MB resume uploads.
  const big = Buffer.alloc(10 * 1024 * 1024 - 4096, 7);
  Buffer.from('%PDF-1.7\n').copy(big);
  const { body, type } = multipart(resume, { name: 'cv.pdf', bytes: big });
  let done = false;
  const upload = new Promise((resolve) => {
    const request = httpRequest(
      {
        port: server.port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v1/feedback-resume/?locale=en',
        headers: { 'content-type': type, 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    let offset = 0;
    const next = () => {
      if (offset >= body.length) return request.end();
      request.write(body.subarray(offset, offset + 256 * 1024));
      offset += 256 * 1024;
      setTimeout(next, 5);
    };
    next();
  }).finally(() => (done = true));
  const latencies = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${server.base}/api/v1/health/`)).text();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const uploadStatus = await upload;
  latencies.sort((a, b) => a - b);
  results.health = {
    uploadStatus,
    samples: latencies.length,
    medianMs: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
    maxMs: Math.round(latencies.at(-1) ?? 0),
  };
  await server.stop();
}

// 3–6 with the default limits.
if (sections.includes('limits')) {
  const server = await startServer({});
  const guess = async (n) =>
    (
      await fetch(`${server.base}/admin/api/leads.csv`, {
        headers: { authorization: `Basic ${Buffer.from(`bench:guess${n}`).toString('base64')}` },
      })
    ).status;
  let started = performance.now();
  let guesses = 0;
  let first429 = null;
  while (performance.now() - started < 3_000) {
    const status = await guess(guesses);
    if (status === 429) {
      first429 ??= guesses;
    } else guesses += 1;
  }
  results.admin = {
    wrongPasswordsCheckedIn3s: guesses,
    checkedBeforeFirst429: first429,
    perSecond: +(guesses / 3).toFixed(1),
  };

  started = performance.now();
  let accepted = 0;
  let limited = 0;
  let retryAfter = null;
  while (performance.now() - started < 3_000) {
    const response = await fetch(`${server.base}/api/v1/subscribe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `l${accepted + limited}@example.com`, locale: 'en' }),
    });
    await response.text();
    if (response.status === 201) accepted += 1;
    else if (response.status === 429) {
      limited += 1;
      retryAfter ??= response.headers.get('retry-after');
    }
  }
  results.leads = {
    acceptedIn3s: accepted,
    limited429: limited,
    perSecond: +(accepted / 3).toFixed(1),
    retryAfter,
  };

  const sockets = await Promise.all(
    Array.from(
      { length: 200 },
      () =>
        new Promise((resolve) => {
          const socket = connect(server.port, '127.0.0.1', () => {
            socket.write(
              'POST /api/v1/subscribe/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
            );
            resolve(socket);
          });
          socket.on('error', () => undefined);
          socket.on('data', () => undefined);
          socket.on('close', () => (socket.closedByServer = true));
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, requestTimeoutMs + 2_500));
  results.slowBodies = {
    opened: sockets.length,
    stillOpenAfterMs: requestTimeoutMs + 2_500,
    stillOpen: sockets.filter((socket) => !socket.closedByServer).length,
  };
  for (const socket of sockets) socket.destroy();

  const rssBefore = rssMb(server.child.pid);
  for (let batch = 0; batch < 3_000; batch += 20)
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        (await fetch(`${server.base}/?r=${batch + i}`)).text(),
      ),
    );
  results.rss = { beforeMb: rssBefore, after3000UrlsMb: rssMb(server.child.pid) };
  await server.stop();
}

// 7. Hostile bodies, with limits out of the way and the default request timeout.
if (sections.includes('hostile')) {
  const server = await startServer({
    LEAD_RATE_LIMIT: '1000000',
    CONSENT_RATE_LIMIT: '1000000',
    REQUEST_TIMEOUT_MS: '60000',
  });
  results.hostileBodies = await hostileBodyResults(server, rssMb);
  await server.stop();
}

console.log(JSON.stringify(results, null, 2));
const fuzz5xx = Object.values(results).reduce((sum, row) => sum + (row['5xx'] ?? 0), 0);
console.log(`fuzz 5xx in all: ${fuzz5xx}`);
