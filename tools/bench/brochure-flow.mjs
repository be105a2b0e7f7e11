#!/usr/bin/env node
// `npm run bench:flow`: a benchmark, not a test. What a visitor on a 375 px phone at Lighthouse's
// mobile throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×) sees of the brochure
// flow, from the navigation to the success dialog, with the time of each step from the
// navigation's start. The visitor taps "Download the brochure" as soon as it is painted (not once
// the page has hydrated), fills the dialog as the e2e does, and sends it.
//   node tools/bench/brochure-flow.mjs [--url http://localhost:3000/product/mdcplus/] [--runs 3]
//     [--first-visit]
// --first-visit: no cookies (the cookie alert shows and is answered "required only" after the
// success); otherwise the visitor has answered it. Start the server first
// (`PORT=3000 node dist/apps/server/main.js`); Chromium resolves nothing outside 127.0.0.1 and
// *.localhost. Prints the Lighthouse-like CPU benchmark index beside the figures.
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { consentCookies } from './local-chromium.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000/product/mdcplus/' },
    runs: { type: 'string', default: '3' },
    'first-visit': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${options.runs}: a whole number`);

/** Lighthouse's mobile preset (simulated there; applied by DevTools here). */
const MOBILE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Lighthouse's CPU benchmark index, computed as Lighthouse does: in an unthrottled page. */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

async function oneRun(browser) {
  const url = new URL(options.url);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (!options['first-visit'])
    await context.addCookies(
      Object.entries(consentCookies).map(([name, value]) => ({
        name,
        value,
        domain: url.hostname,
        path: '/',
      })),
    );
  // The pop-up that opens by itself after 4 s is another flow; this one is the visitor's tap.
  await context.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const marks = (window.__flowMarks = {});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) marks.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const steps = [];
  const began = Date.now();
  const mark = (name) => steps.push([name, Date.now() - began]);
  await page.goto(options.url, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Download the brochure' }).first();
  await button.waitFor({ state: 'visible', timeout: 60_000 });
  mark('"Download the brochure" painted');
  await button.tap();
  mark('tapped it');
  const dialog = page.getByRole('dialog', { name: 'Download the brochure' });
  const shown = await dialog
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) {
    // The tap was lost (nothing listened yet): the visitor taps again.
    mark('no dialog 10 s after the tap: tapped again');
    await button.tap();
    await dialog.waitFor({ state: 'visible', timeout: 60_000 });
  }
  mark('its dialog shown');
  const firstName = dialog.getByRole('textbox', { name: 'First name', exact: true });
  await firstName.waitFor({ state: 'visible', timeout: 60_000 });
  mark('its form ready');
  await firstName.fill('Anna');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Virtanen');
  await dialog.getByRole('textbox', { name: 'Position', exact: true }).fill('Chief engineer');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Nordic Metals');
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Finland', exact: true }).click();
  await dialog
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`bench-flow-${Date.now()}@nordic.example`);
  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('401234567');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  mark('form filled');
  await dialog.getByRole('button', { name: 'Download', exact: true }).tap();
  mark('sent');
  await page
    .getByRole('dialog', { name: 'Thank you!' })
    .waitFor({ state: 'visible', timeout: 60_000 });
  mark('success dialog shown');
  const { fcp, lcp } = await page.evaluate(() => window.__flowMarks);
  await context.close();
  return { steps, fcp: Math.round(fcp ?? NaN), lcp: Math.round(lcp ?? NaN) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
  ],
});
try {
  const index = await benchmarkIndex(browser);
  console.log(
    `${options.url} at 375 px, ${MOBILE.latency} ms RTT, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}×, ${options['first-visit'] ? 'first visit' : 'answered visitor'}; benchmark index ≈ ${index}`,
  );
  for (let run = 1; run <= runs; run++) {
    const { steps, fcp, lcp } = await oneRun(browser);
    console.log(`run ${run}: first contentful paint ${fcp} ms, largest ${lcp} ms`);
    for (const [name, ms] of steps) console.log(`  ${String(ms).padStart(6)} ms  ${name}`);
  }
} finally {
  await browser.close();
}
