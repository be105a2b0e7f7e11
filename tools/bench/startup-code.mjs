#!/usr/bin/env node
// `node tools/bench/startup-code.mjs [rev]`: a count, not a test. Issue 46 asks that the code that
// starts a page be smaller than before its work began (`df0eb6f^`). It counts the code lines
// (non-blank lines that are not comment-only) of the files that start a page, whole files, at
// that revision and at `rev` (default: the working tree), grouped as below. Mechanisms are not
// counted here: ADR 32 lists them. The link resolver (`page-href.ts`) was counted before as code
// the browser ran at start (it seeded it); since the twelfth session's work no browser chunk has
// it (ADR 32), so it is counted on the "today" side only, where the browser did run it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const TODAY = 'df0eb6f^';
const apps = ['main', 'asia', 'idp', 'techpod', 'machine', 'mount'];
const each = (pattern) => apps.map((app) => pattern.replace('<app>', app));

/** The files that start a page, by group, as they were before issue 46 and as they are now. */
const groups = {
  'code that runs in the browser': {
    today: [
      ...each('apps/<app>/app/entry.client.tsx'),
      'libs/shared/layout/src/client.tsx',
      'libs/shared/layout/src/lib/SiteDocument/DeferredScripts.tsx',
      'libs/shared/layout/src/lib/SiteDocument/early-taps.ts',
      'libs/shared/layout/src/lib/hydration/HydrationBoundary.tsx',
      'libs/shared/layout/src/lib/hydration/hydration.ts',
      'libs/shared/layout/src/lib/chunks/route-module-failure.ts',
      'libs/shared/layout/src/lib/Layouts/page-href.ts',
    ],
    now: [
      'libs/shared/document/src/islands.tsx',
      'libs/shared/document/src/lib/islands/islands.tsx',
      'libs/shared/document/src/lib/SiteDocument/early-taps.ts',
      'libs/shared/document/src/lib/hydration/hydration.ts',
    ],
  },
  'the lists of parts (the apps’ entries, the libraries’ islands)': {
    today: [],
    now: [
      ...each('apps/<app>/app/entry.client.tsx'),
      'libs/shared/layout/src/islands.ts',
      'libs/shared/layout/src/main-islands.ts',
      'libs/shared/page-parts/src/islands.ts',
      'libs/shared/forms/src/islands.ts',
      'libs/shared/forms/src/main-islands.ts',
      'libs/sites/asia/feature-layout/src/islands.ts',
      'libs/sites/courses/feature-landing/src/islands.ts',
      'libs/sites/courses/feature-page/src/islands.ts',
    ],
  },
  'the document and the server code that writes the start': {
    today: [
      ...each('apps/<app>/app/entry.server.tsx'),
      'libs/shared/layout/src/lib/SiteDocument/SiteDocument.tsx',
      'libs/shared/layout/src/server.tsx',
    ],
    now: [
      ...each('apps/<app>/app/entry.server.tsx'),
      'libs/shared/document/src/lib/SiteDocument/SiteDocument.tsx',
      'libs/shared/document/src/entry.server.tsx',
    ],
  },
  'build plugins and chunk groups': {
    today: ['tools/vite/site-vite-config.ts'],
    now: ['tools/vite/site-vite-config.ts'],
  },
  'i18n start': {
    today: [
      'libs/shared/i18n/src/lib/create-i18n.ts',
      'libs/shared/i18n/src/lib/text-registry.ts',
      'libs/shared/i18n/src/lib/translator.ts',
    ],
    now: ['libs/shared/i18n/src/lib/create-i18n.ts'],
  },
};

const rev = process.argv[2];

function source(at, file) {
  if (at === null) return existsSync(file) ? readFileSync(file, 'utf8') : null;
  try {
    return execFileSync('git', ['show', `${at}:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/** Non-blank lines that are not comment-only (`//`, `/*`, `*`), as ADR 32 counts them. */
const codeLines = (text) =>
  text.split('\n').filter((line) => line.trim() !== '' && !/^\s*(\/\/|\/\*|\*)/.test(line)).length;

function count(at, files) {
  let code = 0;
  let all = 0;
  const missing = [];
  for (const file of files) {
    const text = source(at, file);
    if (text === null) {
      missing.push(file);
      continue;
    }
    code += codeLines(text);
    all += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  }
  return { code, all, missing };
}

const rows = [];
const totals = { today: { code: 0, all: 0 }, now: { code: 0, all: 0 } };
for (const [name, { today, now }] of Object.entries(groups)) {
  const before = count(TODAY, today);
  const after = count(rev ?? null, now);
  for (const missing of [...before.missing, ...after.missing])
    console.warn(`not found: ${missing}`);
  rows.push([name, before, after]);
  for (const [key, value] of [
    ['today', before],
    ['now', after],
  ]) {
    totals[key].code += value.code;
    totals[key].all += value.all;
  }
}
const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `${'code lines (all lines)'.padEnd(width)}  ${TODAY.padStart(12)}  ${(rev ?? 'now').padStart(12)}`,
);
for (const [name, before, after] of rows)
  console.log(
    `${name.padEnd(width)}  ${`${before.code} (${before.all})`.padStart(12)}  ${`${after.code} (${after.all})`.padStart(12)}`,
  );
console.log(
  `${'total'.padEnd(width)}  ${`${totals.today.code} (${totals.today.all})`.padStart(12)}  ${`${totals.now.code} (${totals.now.all})`.padStart(12)}`,
);
