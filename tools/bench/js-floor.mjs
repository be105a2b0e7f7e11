#!/usr/bin/env node
// `npm run bench:js-floor`: a benchmark, not a test. What the stack's own packages weigh in a
// browser before any of the site's code: each group below is bundled alone with the build's
// bundler (rolldown, minified, for the browser, production) from an entry that imports just the
// APIs the sites use, and its gzip -9 size printed. The first-load groups are the floor of
// issue 17's first-load budget (130 kB); the form's groups the floor of its budget (90 kB more);
// 'on demand' is loaded by the form only when needed (libphonenumber, when the phone field is focused).
//   node tools/bench/js-floor.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const KB = 1024;
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
/** What every page starts with; the build bundles it as one chunk (`framework`, site-vite-config). */
const stack = [
  `export { hydrateRoot } from 'react-dom/client'; export * as React from 'react';`,
  `export { HydratedRouter } from 'react-router/dom'; export { Link, Outlet, useLoaderData, Links, Meta, Scripts, ScrollRestoration } from 'react-router';`,
  `export { default as i18next } from 'i18next'; export { initReactI18next, useTranslation } from 'react-i18next';`,
].join('\n');
const groups = [
  {
    load: 'first load',
    name: "react + react-dom/client (hydrateRoot), React Router's framework client (HydratedRouter, Link, Links, Meta, Scripts, ScrollRestoration), i18next + react-i18next: one chunk, as the build has it",
    source: stack,
    bundles: [],
  },
  {
    load: 'form',
    name: "react-i18next's <Trans> (the forms' consent texts; in the form's chunk, not the stack's)",
    source: `${stack}\nexport { Trans } from 'react-i18next';`,
    minus: stack,
    bundles: [],
  },
  {
    load: 'on demand',
    name: 'libphonenumber-js/min (spec §5: the number valid for its country, and the phone field read as you type; loaded when the phone field is focused or typed in)',
    source: `export { AsYouType, getCountries, getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';`,
    bundles: external,
  },
  {
    load: 'form',
    name: 'zod/mini (the contracts a browser loads), an object with a string and an e-mail',
    source: `import { z } from 'zod/mini'; export const schema = z.object({ a: z.string().check(z.minLength(1)), b: z.email() });`,
    bundles: external,
  },
  {
    load: 'form',
    name: 'RTK Query + configureStore + react-redux (the API store loads with the form)',
    source: `export { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'; export { configureStore } from '@reduxjs/toolkit'; export { Provider } from 'react-redux';`,
    bundles: external,
  },
  {
    load: 'form',
    name: 'react-hook-form + zodResolver',
    source: `export { useForm, Controller } from 'react-hook-form'; export { zodResolver } from '@hookform/resolvers/zod';`,
    bundles: external,
  },
  {
    load: 'form',
    name: 'react-international-phone',
    source: `export { PhoneInput } from 'react-international-phone';`,
    bundles: external,
  },
  {
    load: 'not used',
    name: "zod classic, the same schema (the server's own schemas only; no browser bundle has it)",
    source: `import { z } from 'zod'; export const schema = z.object({ a: z.string().min(1), b: z.email() });`,
    bundles: external,
  },
];

// Under dist/ so the entries resolve the workspace's node_modules.
const work = path.resolve(`dist/bench-js-floor-${process.pid}`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const totals = {};

/** The gzip -9 size of `source` bundled alone for the browser, minified, production. */
async function bundledGzip(dir, name, source, external) {
  const entry = path.join(dir, `${name}.mjs`);
  writeFileSync(entry, `${source}\n`);
  const bundle = await rolldown({
    input: entry,
    external,
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  return output
    .filter((item) => item.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

try {
  for (const [index, group] of groups.entries()) {
    const gzip =
      (await bundledGzip(work, `entry-${index}`, group.source, group.bundles)) -
      (group.minus ? await bundledGzip(work, `minus-${index}`, group.minus, group.bundles) : 0);
    totals[group.load] = (totals[group.load] ?? 0) + gzip;
    console.log(
      `${group.load.padEnd(11)}${`${(gzip / KB).toFixed(1)} kB`.padStart(9)}  ${group.name}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `\nFirst load, the stack alone: ${(totals['first load'] / KB).toFixed(1)} kB gzip (budget 130 kB, before the layout, the page, its texts and the route manifest).`,
);
console.log(
  `The form's libraries alone: ${(totals.form / KB).toFixed(1)} kB gzip (budget 90 kB more, before the form's own code); ${(totals['on demand'] / KB).toFixed(1)} kB more once the phone field is focused.`,
);
