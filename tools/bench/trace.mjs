#!/usr/bin/env node
// `npm run bench:trace -- --url <page>`: a profiling aid, not a test. Opens one page of an already
// running web server in Chromium as a phone visitor (412 × 823, 4× CPU throttling, the consent
// cookies of bench:lighthouse) with the V8 sampling profiler on, and prints every main-thread task
// of at least --min ms (50) after the first contentful paint: when it ran, what it held (the
// trace events directly inside it), and where its time went by function, by React component (the
// frame under React's renderWithHooks) and by effect. Build with BUNDLE_MINIFY=0 (README) for
// readable names. --first-visit loads it as a first-time visitor instead (no cookies: the cookie
// alert loads and shows).
//   node tools/bench/trace.mjs --url http://localhost:4399/ru/events/ [--min 50] [--wait 8000]
//     [--cpu 4] [--width 412] [--height 823] [--save trace.json] [--first-visit]
// Nothing outside 127.0.0.1 and *.localhost is resolved by Chromium.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { asAnsweredVisitor, asFirstVisitor, launchLocalChromium } from './local-chromium.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    min: { type: 'string', default: '50' },
    wait: { type: 'string', default: '8000' },
    cpu: { type: 'string', default: '4' },
    width: { type: 'string', default: '412' },
    height: { type: 'string', default: '823' },
    save: { type: 'string' },
    'first-visit': { type: 'boolean', default: false },
  },
});
if (!options.url) throw new Error('--url <page of a running server> is required');
const minTask = Number(options.min);

const chrome = await launchLocalChromium();
let events;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.setViewport({
    width: Number(options.width),
    height: Number(options.height),
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (options['first-visit']) await asFirstVisitor(page);
  else await asAnsweredVisitor(page, new URL(options.url).hostname);
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(options.url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, Number(options.wait)));
  const buffer = await page.tracing.stop();
  if (options.save) writeFileSync(options.save, buffer);
  events = JSON.parse(Buffer.from(buffer).toString('utf8')).traceEvents;
  await browser.disconnect();
} finally {
  chrome.kill();
}

// The page's main thread: the one that started the navigation to the page (the new tab's own
// renderer can run more tasks than a light page's); else the CrRendererMain thread that ran the
// most tasks.
const pageNavigation = events.find(
  (e) =>
    e.name === 'navigationStart' &&
    e.args?.data?.isLoadingMainFrame &&
    e.args?.data?.documentLoaderURL === options.url,
);
const mainThreads = events.filter(
  (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
);
const taskCount = (t) =>
  events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
const main = pageNavigation ?? mainThreads.sort((a, b) => taskCount(b) - taskCount(a))[0];
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const navigation = onMain.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame');
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
const origin = (navigation ?? onMain[0]).ts;
const ms = (ts) => Math.round((ts - origin) / 1000);

// The V8 profile of the page's renderer process: samples with their stacks (ids are per process).
const nodes = new Map();
const samples = [];
const lastSampleTs = new Map();
for (const e of events) {
  if (e.pid !== main.pid || e.name !== 'ProfileChunk') continue;
  const data = e.args?.data ?? {};
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
  const ids = data.cpuProfile?.samples ?? [];
  const deltas = data.timeDeltas ?? [];
  let ts =
    lastSampleTs.get(e.id) ??
    events.find((p) => p.name === 'Profile' && p.pid === e.pid && p.id === e.id)?.args?.data
      ?.startTime ??
    e.ts;
  for (let i = 0; i < ids.length; i++) {
    ts += deltas[i] ?? 0;
    samples.push({ ts, key: `${e.id}:${ids[i]}` });
  }
  lastSampleTs.set(e.id, ts);
}
const parentOf = new Map();
for (const [key, node] of nodes) {
  const profile = key.split(':')[0];
  for (const child of node.children ?? []) parentOf.set(`${profile}:${child}`, key);
  if (node.parent !== undefined) parentOf.set(key, `${profile}:${node.parent}`);
}
const stackOf = (key) => {
  const stack = [];
  for (let k = key; k && nodes.has(k); k = parentOf.get(k)) stack.push(nodes.get(k).callFrame);
  return stack; // leaf first
};
const nameOf = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? `${frame.url.split('/').pop()}:${frame.lineNumber + 1}` : ''}`.trim();
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const top = (counts, n = 6) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => `${name} ×${count}`)
    .join(', ');
const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

const tasks = onMain
  .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 >= minTask)
  .filter((e) => !fcp || e.ts + e.dur > fcp.ts);
console.log(
  `${options.url}: ${options.width}×${options.height}, CPU ÷${options.cpu}; FCP at ${fcp ? ms(fcp.ts) : '?'} ms; ${tasks.length} task(s) ≥ ${minTask} ms after it; total ${Math.round(tasks.reduce((s, t) => s + t.dur, 0) / 1000)} ms`,
);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = onMain.filter(
    (e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
  );
  const kinds = new Map();
  for (const e of inside)
    if (e.dur >= 2000 && e.name !== 'ProfileCall')
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
  const functions = new Map();
  const components = new Map();
  const effects = new Map();
  const native = new Map();
  for (const sample of samples) {
    if (sample.ts < task.ts || sample.ts > end) continue;
    const stack = stackOf(sample.key);
    if (!stack.length) continue;
    if (IDLE.has(stack[0].functionName)) {
      add(native, stack[0].functionName);
      continue;
    }
    add(functions, nameOf(stack[0]));
    const render = stack.findIndex((f) => f.functionName === 'renderWithHooks');
    if (render > 0) add(components, stack[render - 1].functionName || '(anonymous)');
    const effect = stack.findIndex((f) =>
      /^commitHookEffectList(Mount|Unmount)$/.test(f.functionName),
    );
    if (effect > 0) add(effects, nameOf(stack[effect - 1]));
  }
  console.log(`\n— ${ms(task.ts)} ms: ${Math.round(task.dur / 1000)} ms`);
  const calls = inside
    .filter((e) => (e.name === 'FunctionCall' || e.name === 'TimerFire') && e.dur >= 5000)
    .map((e) => {
      const data = e.args?.data ?? {};
      const where = data.url ? `${data.url.split('/').pop()}:${data.lineNumber ?? '?'}` : '';
      return `${e.name} ${data.functionName || data.timerId || ''} ${where} ${Math.round(e.dur / 1000)}`;
    });
  if (calls.length) console.log(`  calls: ${calls.slice(0, 6).join('; ')}`);
  console.log(
    `  holds: ${[...kinds.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, dur]) => `${name} ${Math.round(dur)}`)
      .join(', ')}`,
  );
  if (functions.size) console.log(`  functions: ${top(functions, 8)}`);
  if (native.size) console.log(`  outside JS (V8 compile, GC, the browser): ${top(native, 4)}`);
  if (components.size) console.log(`  components: ${top(components, 8)}`);
  if (effects.size) console.log(`  effects: ${top(effects, 5)}`);
}
