import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForHydration } from '@corp/shared/testing-e2e';

/**
 * Issue 42, point 7; spec §2.6: a chunk that fails to load (a release replaced the files, the
 * connection dropped) reloads the page once, at most once per 60 s, keeps what the visitor was
 * doing (the page a link led to) and never turns the page into "Something went wrong". The
 * chunk's requests are aborted for real (page.route → abort).
 */

test.use({ viewport: { width: 1440, height: 900 } });

const SERVER_ERROR = /Something went wrong/;
/** What the page logs when it does without a part whose chunk failed within the guard. */
const LEFT_OUT = '[chunks] a part of the page could not load';

/** The documents the tab asked for (the first page, each reload, each document navigation). */
function countDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/** Resolves once the tab has loaded its next document (a reload's, say) and it has hydrated. */
async function nextPageHydrated(page: Page, loaded: Promise<unknown>): Promise<void> {
  await loaded;
  await waitForHydration(page);
}

/** Aborts every request for the chunks whose file name matches; returns how many it aborted. */
async function failChunks(page: Page, glob: string): Promise<{ count: number }> {
  const aborted = { count: 0 };
  await page.route(glob, (route) => {
    aborted.count += 1;
    return route.abort('failed');
  });
  return aborted;
}

/** The page's console messages, from its first load on. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  return messages;
}

/**
 * Resolves once the page has dealt with a part whose chunk failed within the guard: it logged
 * that it did without it, or it shows the error page (today's failure, which the test reports).
 */
async function settled(page: Page, messages: string[]): Promise<void> {
  const serverError = page.getByRole('heading', { name: SERVER_ERROR });
  await expect
    .poll(
      async () =>
        messages.some((text) => text.includes(LEFT_OUT)) || (await serverError.count()) > 0,
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
});

test('a footer form whose chunk fails reloads the page once, then the page stays without it', async ({
  page,
}) => {
  const documents = countDocuments(page);
  const messages = watchConsole(page);
  await failChunks(page, '**/assets/FooterContactForm-*.js');
  await page.goto('/about/');
  await waitForHydration(page);
  const firstLoad = documents.length;
  // The footer mounts its form once it is in view (or 5 s on).
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // The failure reloads the page; the form fails again on the new page.
  await nextPageHydrated(page, reloaded);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await settled(page, messages);
  await expect(page.getByRole('heading', { name: SERVER_ERROR })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One reload, no more.
  expect(documents.slice(firstLoad)).toEqual(['/about/']);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
});

test('a dialog whose chunk fails reloads the page once; tapped again it closes, with no 500', async ({
  page,
}) => {
  const documents = countDocuments(page);
  const messages = watchConsole(page);
  const aborted = await failChunks(page, '**/assets/LeadModalHost-*.js');
  const brochure = page.getByRole('main').getByRole('button', { name: 'Download the brochure' });
  await page.goto('/product/mdcplus/');
  await waitForHydration(page);
  const firstLoad = documents.length;
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await brochure.click();
  await nextPageHydrated(page, reloaded);
  const abortedBefore = aborted.count;
  await brochure.click();
  await settled(page, messages);
  // The dialog's chunk was asked for again on the reloaded page, and failed again.
  expect(aborted.count).toBeGreaterThan(abortedBefore);
  await expect(page.getByRole('heading', { name: SERVER_ERROR })).toHaveCount(0);
  // No dialog is left open over the page, nor the page locked behind one.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  // One reload, no more.
  expect(documents.slice(firstLoad)).toEqual([new URL(page.url()).pathname]);
});
