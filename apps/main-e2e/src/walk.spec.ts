import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  axeViolations,
  consentGivenCookies,
  unmarkedOtherLanguageLinks,
  waitForHydration,
  watchForErrors,
  watchForeignRequests,
} from '@corp/shared/testing-e2e';
import {
  allowedNames,
  brokenImages,
  foreignTexts,
  hiddenUnderHeader,
  measureOverflow,
  repeatedCardImages,
  russianLayoutPages,
  scrollThrough,
  textStyle,
  unrevealed,
  visibleTexts,
} from './page-checks';
import { notFoundPages, pagesOfEachType, walkPages } from './site-pages';

/*
 * The visitor's walk-through: each page type of spec §2.2 in en, ru and de where it exists
 * (`walkPages`) and the not-found page, at 1440×900 and 375×812. Every check of a page is made on
 * one visit, so no page is loaded and hydrated twice (issue 17: CI time). A page fails when:
 *
 * - it answers another status than 200 (404 for the not-found paths) or redirects unexpectedly,
 *   its server HTML has no h1, it does not hydrate, it logs a console error or it asks another
 *   origin for anything;
 * - it scrolls sideways, starts under the fixed header, keeps a fade-in block hidden or shows a
 *   broken image;
 * - axe-core finds a violation of WCAG 2.2 AA, colour contrast included, once it is scrolled
 *   through (so what mounts in view is there too): every page type (`pagesOfEachType`) and the
 *   not-found page, at both widths, with reduced motion (issue 16);
 * - at 1440 px: it has no one non-empty <title>, sets text in another font than the brand font
 *   or off the type scale (page types), shows one picture on two cards, shows text in another
 *   language than it declares (every page of the walk; issue 16), or links a page in another
 *   language without saying so with `hreflang` (its menus and footer too; issue 42: the German
 *   menus led to English pages).
 *
 * One browser page per width and part is reused for every URL; each width's walk is four tests of
 * every fourth page, so that the workers share it evenly and no long test is left for the end.
 * WALK_SCREENSHOTS=/tmp/walk also saves a full-page screenshot of every page, to look at.
 */

/** Spec §2.4: the pages of the walk that redirect. */
const redirects: Readonly<Record<string, string>> = {
  '/ru/partnership/': '/partnership/',
  '/ru/product/dispatcher/': '/product/dispatcher/',
};

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const walk = [...walkPages, ...notFoundPages];
const notFound = new Set(notFoundPages);
/** The pages axe-core and the type checks look at: one of each type, and the not-found page. */
const pageTypes = new Set([...pagesOfEachType, ...notFoundPages]);
const PARTS = 4;

const screenshots = process.env['WALK_SCREENSHOTS'];

/** The allowed names of the language check, read once per worker. */
const allowed: { names: string[] } = { names: [] };

test.beforeAll(async ({ baseURL }) => {
  allowed.names = await allowedNames(baseURL ?? '');
});

for (const viewport of viewports) {
  const desktop = viewport.name === 'desktop';
  for (let part = 0; part < PARTS; part += 1) {
    // Every PARTS-th page, so that each part gets its share of the page types (axe, type
    // checks), which come first in the list: the parts take about as long as one another.
    const paths = walk.filter((_, index) => index % PARTS === part);
    test(`the visitor's walk at ${viewport.width}×${viewport.height}, part ${part + 1} of ${PARTS}: status, hydration, layout, accessibility${desktop ? ', type and language' : ''}`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(paths.length * 20_000);
      expect(allowed.names.length, 'allowed names read from the API').toBeGreaterThan(20);
      const origin = new URL(baseURL ?? '').origin;
      const context = await browser.newContext({
        baseURL,
        // A plain narrow window, not device emulation: a phone would zoom out to fit an overflow.
        viewport: { width: viewport.width, height: viewport.height },
      });
      // The walk reads each page as it is laid out: the product pages' brochure offer, which
      // opens by itself once per browser session (and has its own test), counts as seen already.
      await context.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
      const page = await context.newPage();
      const errors = watchForErrors(page);
      const foreign = watchForeignRequests(page, origin);
      const fonts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname);
      });
      if (screenshots) mkdirSync(screenshots, { recursive: true });

      for (const path of paths) {
        await test.step(path, async () => {
          errors.length = 0;
          foreign.length = 0;
          // Each page as a first visit: a locale cookie left by the page before would redirect.
          // The cookie alert was answered (the consent tests cover it).
          await context.clearCookies();
          await context.addCookies(consentGivenCookies);
          await page.emulateMedia({ reducedMotion: 'no-preference' });
          const response = await page.goto(path);
          expect.soft(response?.status(), `${path}: status`).toBe(notFound.has(path) ? 404 : 200);
          expect
            .soft(new URL(page.url()).pathname, `${path}: no redirect`)
            .toBe(redirects[path] ?? path);
          expect
            .soft((await response?.text()) ?? '', `${path}: h1 in the HTML`)
            .toMatch(/<h1[\s>]/);
          await waitForHydration(page);
          await expect.soft(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expect.soft(await hiddenUnderHeader(page), `${path}: under the header`).toEqual([]);
          await scrollThrough(page);
          expect.soft(await measureOverflow(page), `${path}: sideways scroll`).toBeNull();
          expect.soft(await unrevealed(page), `${path}: blocks left hidden`).toEqual([]);
          expect.soft(await brokenImages(page), `${path}: broken images`).toEqual([]);
          if (desktop) {
            const titles = await page.locator('head title').allTextContents();
            expect.soft(titles, `${path}: one non-empty <title>`).toHaveLength(1);
            expect.soft(titles[0]?.trim(), `${path}: <title> text`).toBeTruthy();
            expect
              .soft(await repeatedCardImages(page), `${path}: pictures on more than one card`)
              .toEqual([]);
            // The idp page is Russian whatever the URL's locale (russianLayoutPages).
            if (!russianLayoutPages.has(path)) {
              expect
                .soft(
                  foreignTexts(await visibleTexts(page), allowed.names),
                  `${path}: visible text in another language than it declares`,
                )
                .toEqual([]);
              expect
                .soft(
                  await unmarkedOtherLanguageLinks(page),
                  `${path}: links to a page in another language that do not say so`,
                )
                .toEqual([]);
            }
          }
          if (pageTypes.has(path)) {
            if (desktop) {
              const style = await textStyle(page);
              expect.soft(style.brandLoaded, `${path}: the brand font loaded`).toBe(true);
              expect.soft(style.otherFonts, `${path}: text in another font`).toEqual([]);
              expect.soft(style.offScale, `${path}: font sizes off the type scale`).toEqual([]);
            }
            // What mounted in view may still be loading (a placeholder marked aria-busy).
            await expect.soft(page.locator('[aria-busy="true"]')).toHaveCount(0);
            // Transitions end at once, so axe sees every block as it settles.
            await page.emulateMedia({ reducedMotion: 'reduce' });
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            expect.soft(await axeViolations(page), `${path}: axe, WCAG 2.2 AA`).toEqual([]);
          }
          if (screenshots) {
            await page.evaluate(() => window.scrollTo(0, 0));
            const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
            await page.screenshot({
              path: `${screenshots}/${name}-${viewport.width}.png`,
              fullPage: true,
            });
          }
          // A not-found page's own 404 is in the console as a failed load, and is what it is.
          const documentNotFound = /^Failed to load resource: .* status of 404/;
          expect
            .soft(
              notFound.has(path) ? errors.filter((error) => !documentNotFound.test(error)) : errors,
              `${path}: console errors`,
            )
            .toEqual([]);
          expect.soft(foreign, `${path}: requests to other origins`).toEqual([]);
        });
      }
      expect([...fonts].length, 'brand font files loaded').toBeGreaterThan(0);
      for (const font of fonts)
        expect(font).toMatch(/^\/assets\/inter-[a-z-]+-wght-normal-.+\.woff2$/);
      await context.close();
    });
  }
}
