import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  WCAG_22_AA_TAGS,
  expectNoAxeViolations,
  waitForHydration,
  watchForErrors,
} from '@corp/shared/testing-e2e';

/*
 * Issue 42, point 12: the product menus list each product page once, and on a phone the brochure
 * offer that opens by itself 4 s after a product page shows (spec §4, §9) leaves the page
 * readable.
 */

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = watchForErrors(page);
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

/** The `h1` of the page `path` ends at (redirects followed), as the server renders it. */
async function headingOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text());
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

/** The product links of the header's Products dropdown (not the hub and cases links). */
async function productMenu(page: Page, menuName: string, section: string) {
  const menu = page.getByRole('navigation', { name: menuName });
  await menu.getByRole('button', { name: section }).hover();
  const links = menu.locator('a[href*="/product/"]:visible');
  await expect(links.first()).toBeVisible();
  const entries = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      label: anchor.textContent?.trim() ?? '',
      href: anchor.getAttribute('href') ?? '',
    })),
  );
  return entries.filter((entry) => /\/product\/[^/]+\/$/.test(entry.href));
}

for (const { locale, home, menuName, section } of [
  { locale: 'en', home: '/', menuName: 'Main menu', section: 'Products' },
  { locale: 'ru', home: '/ru/', menuName: 'Главное меню', section: 'Продукты' },
] as const) {
  test(`${locale}: each entry of the product menu opens a page of its own`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(home);
    await waitForHydration(page);
    const entries = await productMenu(page, menuName, section);
    expect(entries.length).toBeGreaterThan(20);
    const hrefs = entries.map((entry) => entry.href);
    expect(new Set(hrefs).size, hrefs.join(' ')).toBe(hrefs.length);
    // Dispatcher, MDC and MDC+ are one page, MDC+ (spec §2.2, §2.4): listed once, as MDC+.
    // (A label may end with a note of the page's language: "MDC+ (на английском)".)
    const named = (name: RegExp) => entries.filter((entry) => name.test(entry.label));
    expect(named(/^(MDC(?!\+)|Dispatcher|Диспетчер)/)).toEqual([]);
    expect(named(/^MDC\+/)).toEqual([{ label: expect.any(String), href: '/product/dispatcher/' }]);
    const headings: string[] = [];
    for (const entry of entries) headings.push(await headingOf(request, entry.href));
    expect(headings).toContain('MDC+');
    expect(new Set(headings).size, headings.join(' | ')).toBe(headings.length);
  });
}

test.describe('a product page on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('stays readable 5 s after it opens: the brochure offer covers no text and scrolling works', async ({
    page,
  }) => {
    await page.clock.install();
    const response = await page.goto('/product/flow/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const heading = page.getByRole('heading', { level: 1 });
    // Past the spec's 4 s (§9), on the page's own clock.
    await page.clock.fastForward(5_000);
    const offer = page.getByRole('region', {
      name: 'Flow: the gathering network model in one brochure',
    });
    await expect(offer).toBeVisible();
    // Nothing modal: no dialog, no backdrop over the page.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(offer.getByRole('button', { name: 'Download the brochure' })).toBeVisible();
    await expectNoAxeViolations(page, {
      include: '#brochure-offer',
      tags: [...WCAG_22_AA_TAGS, 'best-practice'],
    });

    // The offer keeps to the bottom of the screen; the heading is what a tap on it reaches.
    const box = await offer.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(667 / 2);
    const headingBox = await heading.boundingBox();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('h1') !== null,
      [(headingBox?.x ?? 0) + 10, (headingBox?.y ?? 0) + (headingBox?.height ?? 0) / 2],
    );
    expect(onTop).toBe(true);

    // The page scrolls, to its very end, and nothing of it stays under the offer.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const pageEnd = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      return footer ? footer.getBoundingClientRect().bottom : Number.NaN;
    });
    const offerTop = (await offer.boundingBox())?.y ?? 0;
    expect(pageEnd).toBeLessThanOrEqual(offerTop + 1);

    // Dismissed, it leaves the button that opens the brochure offer again.
    await offer.getByRole('button', { name: 'Close the brochure offer' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Brochure', exact: true })).toBeFocused();
  });
});
