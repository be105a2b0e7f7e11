import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { holdRequests } from './page-state';

/**
 * Lighthouse's mobile settings (its `mobileSlow4G` preset: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up; CPU 4× slower) on a page, through the DevTools protocol. Before the page loads.
 */
export async function throttleLikeLighthouseMobile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Every script of the site (its chunks are all under /assets/). */
const SCRIPTS = '**/assets/**/*.js';

/**
 * A visitor's tap on a control as soon as it is painted, before the page's scripts have run
 * (issue 42, point 2): the page loads at Lighthouse's mobile settings with its scripts held back,
 * the control is tapped once it is visible, checked to be before hydration, and only then are the
 * scripts let through. Resolves once the page has hydrated; the caller then expects the answer
 * the visitor sees (the dialog, the open menu).
 */
export async function tapBeforeHydration(
  page: Page,
  path: string,
  control: (page: Page) => Locator,
): Promise<void> {
  await throttleLikeLighthouseMobile(page);
  const release = await holdRequests(page, SCRIPTS);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    const target = control(page);
    await expect(target).toBeVisible({ timeout: 60_000 });
    await target.tap();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  } finally {
    release();
  }
  // The page runs: what follows is the answer to the tap, or its absence.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 60_000 });
}
