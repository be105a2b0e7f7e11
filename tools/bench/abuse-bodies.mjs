// The hostile bodies of `npm run bench:abuse` (issue 41, points 2 and 3): each is posted to a lead
// endpoint of a running server while /api/v1/health/ is asked every 10 ms beside it. Reports the
// status, the size of the answer, how long the answer took, the slowest health answer meanwhile
// and the server's RSS; then four of the largest at once, and whether the process survived.
// A status `EPIPE` (or `ECONNRESET`) means the server refused the body unread: it answered 413
// and closed the socket while this client was still sending, so the answer was lost on the way
// (Node does no lingering close; a proxy in front reads the 413).
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { contactLead } from './contact-lead.mjs';

/** `{"k0":0,"k1":0,…}` members as one JSON text, built without a 1M-key object in this process. */
const manyKeys = (count, prefix = 'k') => {
  const parts = new Array(count);
  for (let i = 0; i < count; i++) parts[i] = `"${prefix}${i}":0`;
  return parts.join(',');
};
const withMembers = (valid, members) => {
  const json = JSON.stringify(valid);
  return `${json.slice(0, -1)},${members}}`;
};

/** Name → { path, body (string or Buffer) }: every hostile body of the issue. */
export function hostileBodies() {
  const lead = JSON.stringify(contactLead);
  const invalidUtf8 = Buffer.concat([
    Buffer.from(lead.slice(0, lead.indexOf('"Anna"') + 1)),
    Buffer.from([0xc3, 0x28, 0xff]),
    Buffer.from(lead.slice(lead.indexOf('"Anna"') + 5)),
  ]);
  return {
    'lead + 1,000,000 unknown keys': {
      path: '/api/v1/feedback/',
      body: withMembers(contactLead, manyKeys(1_000_000)),
    },
    'lead + 500,000 unknown keys': {
      path: '/api/v1/feedback/',
      body: withMembers(contactLead, manyKeys(500_000)),
    },
    'customData with 300,000 keys': {
      path: '/api/v1/feedback/',
      body: withMembers(contactLead, `"customData":{${manyKeys(300_000)}}`),
    },
    'array nested 1,000,000 deep': {
      path: '/api/v1/feedback/',
      body: `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`,
    },
    'object nested 100,000 deep in customData': {
      path: '/api/v1/feedback/',
      body: withMembers(
        contactLead,
        `"customData":${'{"a":'.repeat(100_000)}0${'}'.repeat(100_000)}`,
      ),
    },
    'lead + 3,000 unknown keys (within the size limit)': {
      path: '/api/v1/feedback/',
      body: withMembers(contactLead, manyKeys(3_000)),
    },
    'array nested 5,000 deep (within the size limit)': {
      path: '/api/v1/feedback/',
      body: `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    },
    'subscribe + 1,000,000 unknown keys': {
      path: '/api/v1/subscribe/',
      body: withMembers({ email: 'a@example.com', locale: 'en' }, manyKeys(1_000_000)),
    },
    'save-fingerprint nested 1,000,000 deep': {
      path: '/api/v1/save-fingerprint/',
      body: `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`,
    },
    'invalid UTF-8 in a field': { path: '/api/v1/feedback/', body: invalidUtf8 },
    'country code XX': {
      path: '/api/v1/feedback/',
      body: JSON.stringify({ ...contactLead, countryCode: 'XX' }),
    },
  };
}

/**
 * POSTs with node:http rather than fetch: a server that refuses a large body answers 413 and
 * closes the socket before the body is sent, and fetch then reports only the broken pipe.
 */
function post(base, path, body) {
  const started = performance.now();
  const url = new URL(path, base);
  return new Promise((resolve) => {
    let answered = false;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        answered = true;
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            answerBytes: bytes,
            answerMs: performance.now() - started,
          }),
        );
        response.on('error', () => undefined);
      },
    );
    request.on('error', (error) => {
      if (!answered)
        resolve({
          status: 0,
          answerBytes: 0,
          answerMs: performance.now() - started,
          error: error.code ?? error.message,
        });
    });
    request.end(body);
  });
}

/** Asks /api/v1/health/ every 10 ms until `done()`; the slowest answer (or failures). */
async function healthBeside(base, done) {
  let maxMs = 0;
  let failures = 0;
  let samples = 0;
  while (!done()) {
    const started = performance.now();
    try {
      await (await fetch(`${base}/api/v1/health/`, { signal: AbortSignal.timeout(60_000) })).text();
    } catch {
      failures += 1;
    }
    samples += 1;
    maxMs = Math.max(maxMs, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { samples, maxMs, failures };
}

/** Posts `requests` together, with health measured beside them. */
async function measure(server, requests) {
  let done = false;
  const answers = Promise.all(
    requests.map(({ path, body }) => post(server.base, path, body)),
  ).finally(() => (done = true));
  const health = await healthBeside(server.base, () => done);
  return { answers: await answers, health };
}

const alive = (server) => server.child.exitCode === null && server.child.signalCode === null;

/**
 * Every hostile body once, then four copies of the largest at once. `rssMb(pid)` reads the
 * server's resident memory.
 */
export async function hostileBodyResults(server, rssMb) {
  const results = { rssMbAtStart: rssMb(server.child.pid) };
  for (const [name, { path, body }] of Object.entries(hostileBodies())) {
    if (!alive(server)) {
      results[name] = { skipped: 'the server is gone' };
      continue;
    }
    const { answers, health } = await measure(server, [{ path, body }]);
    const [answer] = answers;
    results[name] = {
      bodyBytes: Buffer.byteLength(body),
      status: answer.status,
      ...(answer.error ? { error: answer.error } : {}),
      answerBytes: answer.answerBytes,
      answerMs: Math.round(answer.answerMs),
      healthMaxMs: Math.round(health.maxMs),
      healthFailures: health.failures,
      rssMb: alive(server) ? rssMb(server.child.pid) : null,
    };
  }
  const largest = hostileBodies()['lead + 1,000,000 unknown keys'];
  if (alive(server)) {
    const { answers, health } = await measure(
      server,
      Array.from({ length: 4 }, () => largest),
    );
    results['4 × lead + 1,000,000 unknown keys at once'] = {
      statuses: answers.map((answer) => answer.error ?? answer.status),
      slowestAnswerMs: Math.round(Math.max(...answers.map((answer) => answer.answerMs))),
      healthMaxMs: Math.round(health.maxMs),
      healthFailures: health.failures,
    };
  }
  // Let a dying process finish dying before the verdict.
  await new Promise((resolve) => setTimeout(resolve, 500));
  results.serverSurvived = alive(server);
  if (!results.serverSurvived)
    results.serverExit = server.child.exitCode ?? server.child.signalCode;
  return results;
}
