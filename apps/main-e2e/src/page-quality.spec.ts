import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { consentGivenCookies, htmlValidityTest } from '@corp/shared/testing-e2e';
import { pagesOfEachType, walkPages } from './site-pages';

/*
 * Page quality (issue 16): every page type has a `<title>`, sets its text in the brand font (Inter,
 * served by the site itself) on the type scale, and its server-rendered HTML is valid for the Nu
 * HTML Checker (vnu-jar, run locally with the machine's Java; no request leaves the machine).
 */

/** Paths no page matches, in two locales: the not-found page inside the layout. */
const notFoundPages = ['/no-such-page-here/', '/ru/no-such-page-here/'];

/** The brand font's family in `--font-family-base` (libs/shared/ui typography.css). */
const BRAND_FONT = 'Inter Variable';

/** The steps of `--font-size-*` (libs/shared/ui tokens.css) in pixels. */
const TYPE_SCALE = ['12px', '14px', '16px', '20px', '28px', '40px', '56px'];

interface TextStyle {
  /** Elements with text of their own whose first font family is not the brand font. */
  otherFonts: string[];
  /** Elements with text whose size is no step of the type scale. */
  offScale: string[];
  /** Whether a face of the brand font finished loading. */
  brandLoaded: boolean;
}

/** The font family and size of every visible element that has text of its own. */
function textStyle(page: Page): Promise<TextStyle> {
  return page.evaluate(
    async ({ brand, scale }) => {
      await document.fonts.ready;
      const otherFonts: string[] = [];
      const offScale: string[] = [];
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}${[...element.classList]
          .slice(0, 1)
          .map((c) => `.${c}`)
          .join('')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      for (const element of document.body.querySelectorAll('*')) {
        if (!element.checkVisibility()) continue;
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim(),
        );
        if (!hasText) continue;
        const style = getComputedStyle(element);
        const first = (style.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
        if (first !== brand) otherFonts.push(`${name(element)}: ${style.fontFamily}`);
        if (!scale.includes(style.fontSize)) offScale.push(`${name(element)}: ${style.fontSize}`);
      }
      const brandLoaded = [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === brand && face.status === 'loaded',
      );
      return { otherFonts, offScale, brandLoaded };
    },
    { brand: BRAND_FONT, scale: TYPE_SCALE },
  );
}

test('every page type has a title and sets its text in the brand font, on the type scale, from the site itself', async ({
  browser,
  baseURL,
}) => {
  const pages = [...pagesOfEachType, ...notFoundPages];
  test.setTimeout(pages.length * 20_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const origin = new URL(baseURL ?? '').origin;
  const foreign: string[] = [];
  const fonts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) foreign.push(request.url());
    if (request.resourceType() === 'font') fonts.add(url.pathname);
  });

  for (const path of pages) {
    await test.step(path, async () => {
      await context.clearCookies();
      await context.addCookies(consentGivenCookies);
      // The document and its fonts, not every image: textStyle() waits for document.fonts.ready.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const titles = await page.locator('head title').allTextContents();
      expect.soft(titles, `${path}: one non-empty <title>`).toHaveLength(1);
      expect.soft(titles[0]?.trim(), `${path}: <title> text`).toBeTruthy();
      const style = await textStyle(page);
      expect.soft(style.brandLoaded, `${path}: the brand font loaded`).toBe(true);
      expect.soft(style.otherFonts, `${path}: text in another font`).toEqual([]);
      expect.soft(style.offScale, `${path}: font sizes off the type scale`).toEqual([]);
    });
  }
  expect(foreign, 'requests to other origins').toEqual([]);
  expect([...fonts].length, 'brand font files loaded').toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/^\/assets\/inter-[a-z-]+-wght-normal-.+\.woff2$/);
  await context.close();
});

test('a Kazakh, Russian and German text is set in the brand font’s own glyphs', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/ru/');
  const missing = await page.evaluate(async (brand) => {
    const samples = ['әғқңөұүһі ӘҒҚҢӨҰҮҺІ', 'Промышленное ПО', 'Größe Übersicht', '₽ ₸'];
    const result: string[] = [];
    for (const sample of samples) {
      await document.fonts.load(`16px "${brand}"`, sample);
      if (!document.fonts.check(`16px "${brand}"`, sample)) result.push(sample);
    }
    return result;
  }, BRAND_FONT);
  expect(missing).toEqual([]);
});

test('the 404 page sits in the site layout with a localized title, centred, with ways on', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const response = await page.goto('/ru/no-such-page-here/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Страница не найдена — Ferrum Digital');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Страница не найдена');
  const box = await heading.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  expect(Math.abs(centre - width / 2)).toBeLessThan(24);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Вернуться на главную' }),
  ).toHaveAttribute('href', '/ru/');
  const sections = page.getByRole('navigation', { name: 'Основные разделы' });
  await expect(sections.getByRole('link')).toHaveCount(5);
  await expect(sections.getByRole('link', { name: 'О компании' })).toHaveAttribute(
    'href',
    '/ru/about/',
  );
});

htmlValidityTest('main', [...walkPages, ...notFoundPages]);
