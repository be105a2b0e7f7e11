import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { consentGivenCookies, waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';
import { walkPages as walk } from './site-pages';

/*
 * The visitor's walk-through: each page type of spec §2.2 in en, ru and de where it exists
 * (`walkPages`), at 1440×900 and 375×812. A page fails when it scrolls sideways, starts under the
 * fixed header, keeps a fade-in block hidden, shows a broken image or logs a console error. One
 * browser page per width is reused for every URL, so the walk stays fast on CI's two cores.
 *
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

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The widest elements past the window's right edge that nothing clips. */
  offenders: { selector: string; right: number }[];
}

/** Whether the page scrolls sideways, and which elements stick out (the widest first). */
function measureOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    const { innerWidth } = window;
    if (scrollWidth <= innerWidth) return null;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.position === 'fixed' || !['visible', ''].includes(style.overflowX);
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (clips(parent)) return true;
      }
      return false;
    };
    const selectorOf = (element: Element) => {
      const parts: string[] = [];
      for (
        let node: Element | null = element;
        node && parts.length < 4;
        node = node.parentElement
      ) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
        parts.unshift(
          `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes.join('')}`,
        );
      }
      return parts.join(' > ');
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(
        ({ element, right }) =>
          right > innerWidth + 0.5 &&
          getComputedStyle(element).position !== 'fixed' &&
          !clipped(element),
      )
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => ({ selector: selectorOf(element), right: Math.round(right) }));
    return { scrollWidth, innerWidth, offenders };
  });
}

/**
 * What the fixed header hides at the top of the page: the page's h1 and the navigation in the
 * page (breadcrumbs, the media pages' bar) must start below the header.
 */
function hiddenUnderHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-layout] > header');
    if (!header) return [];
    const bottom = header.getBoundingClientRect().bottom;
    return [...document.querySelectorAll<HTMLElement>('main h1, main nav')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => element.getBoundingClientRect().top < bottom - 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.innerText.slice(0, 40)}"`);
  });
}

/**
 * Scrolls down the whole page a screen at a time, so lazy images load and fade-ins reveal (a few
 * frames a screen: their observers report on the next frame).
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
}

/**
 * Fade-in blocks that stay hidden while in view: sections a visitor never sees. A block the fast
 * scroll went past is brought into view and given a second to appear.
 */
function unrevealed(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const stuck: string[] = [];
    const hidden = [...document.querySelectorAll<HTMLElement>('[data-state="hidden"]')];
    for (const block of hidden.filter((element) => element.getClientRects().length > 0)) {
      block.scrollIntoView({ block: 'center' });
      for (let wait = 0; wait < 20 && block.dataset['state'] === 'hidden'; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      if (block.dataset['state'] === 'hidden') stuck.push(block.innerText.slice(0, 60));
    }
    return stuck;
  });
}

/** Images that finished loading without a picture (a 404, a broken file), by their source. */
async function brokenImages(page: Page): Promise<string[]> {
  // Give started downloads a moment to finish; lazy images still far away stay incomplete.
  await page
    .waitForFunction(
      () => [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src || image.outerHTML.slice(0, 120)),
  );
}

const screenshots = process.env['WALK_SCREENSHOTS'];

for (const viewport of viewports) {
  test(`the visitor's walk at ${viewport.width}×${viewport.height}: no sideways scroll, covered heading, hidden block, broken image or console error`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(walk.length * 8_000);
    const context = await browser.newContext({
      baseURL,
      // A plain narrow window, not device emulation: a phone would zoom out to fit an overflow.
      viewport: { width: viewport.width, height: viewport.height },
    });
    // The walk reads each page as it is laid out: the product pages' brochure offer, which opens
    // by itself once per browser session (and has its own test), counts as seen already.
    await context.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
    const page = await context.newPage();
    const errors = watchForErrors(page);
    if (screenshots) mkdirSync(screenshots, { recursive: true });

    for (const path of walk) {
      await test.step(path, async () => {
        errors.length = 0;
        // Each page as a first visit: a locale cookie left by the page before would redirect.
        // The cookie alert was answered (the consent tests cover it).
        await context.clearCookies();
        await context.addCookies(consentGivenCookies);
        const response = await page.goto(path);
        expect.soft(response?.status(), `${path}: status`).toBe(200);
        expect
          .soft(new URL(page.url()).pathname, `${path}: no redirect`)
          .toBe(redirects[path] ?? path);
        await waitForHydration(page);
        expect.soft(await hiddenUnderHeader(page), `${path}: under the header`).toEqual([]);
        await scrollThrough(page);
        expect.soft(await measureOverflow(page), `${path}: sideways scroll`).toBeNull();
        expect.soft(await unrevealed(page), `${path}: blocks left hidden`).toEqual([]);
        expect.soft(await brokenImages(page), `${path}: broken images`).toEqual([]);
        if (screenshots) {
          await page.evaluate(() => window.scrollTo(0, 0));
          const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
          await page.screenshot({
            path: `${screenshots}/${name}-${viewport.width}.png`,
            fullPage: true,
          });
        }
        expect.soft(errors, `${path}: console errors`).toEqual([]);
      });
    }
    await context.close();
  });
}
