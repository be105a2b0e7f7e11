import { expect, test } from '@playwright/test';
import {
  expectWholePage,
  htmlValidityTest,
  notFoundInLayoutTests,
  axePageTests,
  expectOneBrand,
  waitForHydration,
  watchForErrors,
  watchForeignRequests,
} from '@corp/shared/testing-e2e';
import { LOOPBACK_ORIGIN } from './origins';

/**
 * Issue 15, Asia: /ru/ and /kz/ of asia.localhost through the web server — rendered, hydrated,
 * no console error, no broken image, no sideways scroll, no request leaving the site, at 1440
 * and 375 px; `lang` ru and kk; the RU/KZ switch; the header after 30 px.
 */

const pages = [
  {
    path: '/ru/',
    lang: 'ru',
    heading: 'Цифровые решения для промышленности Казахстана',
    industries: 'Отрасли',
    office: 'Офис в Алматы',
  },
  {
    path: '/kz/',
    lang: 'kk',
    heading: 'Қазақстан өнеркәсібіне арналған цифрлық шешімдер',
    industries: 'Салалар',
    office: 'Алматыдағы кеңсе',
  },
] as const;

const widths = [1440, 375] as const;

for (const { path, lang, heading, industries, office } of pages) {
  for (const width of widths) {
    test(`${path} at ${width} px renders, hydrates, and shows the region`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = watchForErrors(page);
      const foreign = watchForeignRequests(page, new URL(baseURL as string).origin);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await waitForHydration(page);

      await expect(page.getByRole('heading', { name: industries, exact: true })).toBeVisible();
      const officeSection = page.getByRole('region', { name: office });
      await expect(officeSection.getByRole('link', { name: '+7 727 339-12-45' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Диспетчер', exact: true })).toBeAttached();

      // Every image loaded; nothing wider than the window.
      await expectWholePage(page);
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

test('the RU/KZ switch moves between the two pages', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/ru/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: /^KZ/ }).click();
  await expect(page).toHaveURL(/\/kz\/(\?noRedirect)?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await waitForHydration(page);
  await expect(header.getByRole('link', { name: /^KZ/ })).toHaveAttribute('aria-current', 'true');
  await header.getByRole('link', { name: /^RU/ }).click();
  await expect(page).toHaveURL(/\/ru\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(errors).toEqual([]);
});

test('the root sends a first visitor to /ru/ and a Kazakh one back to /kz/', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru\/$/);
  await page.goto('/kz/?noRedirect');
  await page.goto('/');
  await expect(page).toHaveURL(/\/kz\/$/);
});

test('the header turns compact and dark after 30 px of scroll', async ({ page }) => {
  await page.goto('/ru/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

// Spec §2.6: the not-found page inside the Asia layout, in the path's language.
notFoundInLayoutTests({
  site: 'asia',
  url: '/no-such-page-here/',
  title: 'Страница не найдена — Ferrum Digital',
  heading: 'Страница не найдена',
  home: { name: 'Вернуться на главную', href: '/ru/' },
  chrome: true,
});
notFoundInLayoutTests({
  site: 'asia',
  url: '/kz/no-such-page-here/',
  title: 'Бет табылмады — Ferrum Digital',
  heading: 'Бұл бет табылмады',
  home: { name: 'Басты бетке оралу', href: '/kz/' },
  chrome: true,
});

test('sitemap.xml lists /ru/ and /kz/ with hreflang kk, robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get(`${LOOPBACK_ORIGIN}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/ru/</loc>');
  expect(xml).toContain('/kz/</loc>');
  expect(xml).toContain('hreflang="kk"');
  expect(xml).not.toContain('hreflang="kz"');
  const robots = await request.get(`${LOOPBACK_ORIGIN}/robots.txt`);
  expect(await robots.text()).toContain('/sitemap.xml');
});

test('the asia page wears the group’s one brand: the group’s logo mark, the design system’s font and palette', async ({
  page,
}) => {
  await page.goto('/ru/');
  await waitForHydration(page);
  await expectOneBrand(page);
});

// Issue 16: axe on both pages at 1440 and 375 px, colour contrast included (WCAG 2.2 AA).
axePageTests({ paths: ['/ru/', '/kz/'] });

// Issue 16: valid HTML (Nu HTML Checker) on both pages and the not-found page.
htmlValidityTest(
  'asia',
  ['/ru/', '/kz/', '/no-such-page-here/', '/kz/no-such-page-here/'],
  LOOPBACK_ORIGIN,
);
