#!/usr/bin/env node
// `npm run bench:api`: a benchmark, not a test. Starts the built API (dist/apps/api/main.js) on
// 127.0.0.1 with a fresh embedded PGlite database, drives a list call and the feedback call with
// autocannon, and prints req/s, p99 latency and errors for each. Targets on a 2-core machine:
// list calls ≥ 2,000 req/s, feedback ≥ 300 req/s, 0 errors.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:api
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { contactLead } from './contact-lead.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const api = spawn(process.execPath, ['dist/apps/api/main.js'], {
  env: {
    ...process.env,
    API_PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    API_USER: '',
    API_PASSWORD: '',
    CAPTCHA_SECRET: '',
    // Throughput, not the per-address limit (bench:abuse measures that): every call comes from
    // 127.0.0.1.
    LEAD_RATE_LIMIT: '100000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    const response = await fetch(`${base}/api/v1/health/`);
    if (response.ok) break;
  } catch {
    // not up yet
  }
  if (i > 300 || api.exitCode !== null) throw new Error('the API did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const runs = [
  {
    name: 'GET  /api/v1/products/?locale=en&limit=30',
    method: 'GET',
    path: '/api/v1/products/?locale=en&limit=30',
    target: 2000,
  },
  {
    name: 'GET  /api/v1/events/?locale=ru',
    method: 'GET',
    path: '/api/v1/events/?locale=ru',
    target: 2000,
  },
  {
    name: 'POST /api/v1/feedback/ (contact)',
    method: 'POST',
    path: '/api/v1/feedback/',
    body: JSON.stringify(contactLead),
    headers: { 'content-type': 'application/json' },
    target: 300,
  },
];

// Warm up once so the first run does not pay for cold caches.
await autocannon({ url: `${base}${runs[0].path}`, duration: 2, connections: 10 });

const rows = [];
for (const run of runs) {
  const result = await autocannon({
    url: `${base}${run.path}`,
    method: run.method,
    body: run.body,
    headers: run.headers,
    duration: seconds,
    connections,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  rows.push({
    call: run.name,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors,
    target: `≥ ${run.target}`,
    ok: result.requests.average >= run.target && errors === 0 ? 'yes' : 'NO',
  });
}
console.log(`\nAPI on PGlite, 127.0.0.1, ${connections} connections × ${seconds} s per call\n`);
console.table(rows);
stop();
process.exit(0);
