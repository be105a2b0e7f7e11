import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';

/**
 * The videos a visitor starts (issue 42, point 5): a product's brochure video (video-brochure
 * modal) and a media item's video (the facade, then the player) really play: the page's CSP lets
 * the file in (media-src), the site serves it, the browser decodes its first frames and the time
 * runs. Each test also fails on a console error or a CSP violation of any kind.
 */

test.use({ viewport: { width: 1440, height: 900 } });

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = watchForErrors(page);
  // A refused media file prints no console error in every engine: the page's own report does.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    // The product pages' brochure offer opens by itself once per session (its own test).
    sessionStorage.setItem('popup-brochure-seen', '1');
  });
});

test.afterEach(async ({ page }) => {
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/**
 * The video has data for its current frame and more (HAVE_CURRENT_DATA or better), its time moves
 * on while it plays, and its file came from this site. Started muted: a test has no user gesture.
 */
async function expectPlaying(video: Locator, page: Page): Promise<void> {
  await expect(video).toBeVisible();
  const source = await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
    return element.currentSrc || element.querySelector('source')?.src || '';
  });
  expect(new URL(source).origin).toBe(new URL(page.url()).origin);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
}

test('a product’s brochure video plays in its dialog', async ({ page }) => {
  await open(page, '/product/robotruck/');
  await page.getByRole('button', { name: 'Watch the video' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'RoboTruck: autonomous haulage at the pit' });
  await expect(dialog).toBeVisible();
  await expectPlaying(dialog.locator('video'), page);
});

test('a media item’s video plays once the visitor presses play', async ({ page }) => {
  await open(page, '/ru/news/media/video-dumptruck-advisor-tyres/');
  // Nothing is loaded from the video file until the visitor asks for it (the facade).
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('button', { name: /^Смотреть видео:/ }).click();
  await expectPlaying(page.locator('video'), page);
});
