import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Holds back every request matching `url` (a Playwright route pattern) until the returned
 * `release()`: the page as a visitor sees it before those files arrive.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Collects what a visitor's console would show as broken: page errors and console errors. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Resolves once React has hydrated the page and attached its listeners: `hydrateIslands` (the
 * islands entry of every site, `@corp/shared/document/islands`) marks `<html data-hydrated>` once
 * every island has run its first effects. Before that a click, hover or scroll is held by the
 * early-taps script or lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
}

/**
 * The whole page as a visitor scrolls through it: every lazy image below the fold loaded (none
 * broken) and nothing wider than the window (no sideways scroll).
 */
export async function expectWholePage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc)
      .map((image) => image.currentSrc),
  );
  expect(broken).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Requests to anything but the page's own origin (nothing may leave the site). */
export function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}
