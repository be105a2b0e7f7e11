import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectOneBrand, waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';
import { ACCOUNT_URL, LANDING_PATH, LOOPBACK_ORIGIN } from './origins';

/**
 * Issue 15, the mount course landing through the web server: the course page in the
 * digital-landing layout at 1440 and 375 px (rendered, hydrated, no console error, broken image,
 * sideways scroll or request leaving the site), the hamburger, the header after 50 px, the
 * personal account, the module details dialog, the pop-up after 20 s on large screens, and its
 * sitemap.xml and robots.txt.
 */

const HEADING = 'Практикум «Цифровой рудник»';
const POPUP = 'Места в следующем потоке ограничены';

/** Requests to anything but the page's own origin (nothing may leave the site). */
function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

/** Keeps the pop-up of spec §4 away from the tests that are not about it. */
const popupSeen = (page: Page) =>
  page.addInitScript(() => window.sessionStorage.setItem('course-popup-seen', '1'));

for (const width of [1440, 375] as const) {
  test(`${LANDING_PATH} at ${width} px renders and hydrates the course`, async ({
    page,
    baseURL,
  }) => {
    await popupSeen(page);
    await page.setViewportSize({ width, height: 900 });
    const errors = watchForErrors(page);
    const foreign = watchForeignRequests(page, new URL(baseURL as string).origin);
    const response = await page.goto(LANDING_PATH);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(HEADING);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await waitForHydration(page);

    await expect(page.getByRole('region', { name: 'Программа' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Спикеры' }).getByRole('article').first(),
    ).toBeVisible();
    const header = page.getByRole('banner').first();
    const register = header.getByRole('button', { name: 'Зарегистрироваться' });
    const account = header.getByRole('link', { name: 'Личный кабинет' });
    if (width === 375) {
      // Spec §2.7: the hamburger at 780 px or less holds the menu.
      await expect(register).toBeHidden();
      await header.getByRole('button', { name: 'Меню' }).click();
    }
    await expect(register).toBeVisible();
    await expect(account).toHaveAttribute('href', ACCOUNT_URL);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' }),
    ).toHaveAttribute('href', '/download/Privacy_Policy_Rus.pdf');

    // Every image loaded; nothing wider than the window.
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
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the header changes after 50 px of scroll', async ({ page }) => {
  await popupSeen(page);
  await page.goto(LANDING_PATH);
  await waitForHydration(page);
  const header = page.getByRole('banner').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test("a module's details dialog: its paragraphs and 'Узнать подробнее'", async ({ page }) => {
  await popupSeen(page);
  const errors = watchForErrors(page);
  await page.goto(LANDING_PATH);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Подробнее о модуле' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Занятия: /)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Узнать подробнее' })).toHaveAttribute(
    'href',
    ACCOUNT_URL,
  );
  expect(errors).toEqual([]);
});

test('the pop-up invites to register after 20 s on a large screen, never on a phone', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(LANDING_PATH);
  await waitForHydration(page);
  // The installed clock also runs with real time: leave the time hydration took as slack.
  await page.clock.fastForward(17_000);
  await expect(page.getByRole('dialog', { name: POPUP })).toHaveCount(0);
  await page.clock.fastForward(3_500);
  const popup = page.getByRole('dialog', { name: POPUP });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Закрыть' }).click();
  await expect(popup).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await waitForHydration(page);
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('dialog', { name: POPUP })).toHaveCount(0);
});

test('sitemap.xml lists the landing, robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get(`${LOOPBACK_ORIGIN}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`${LANDING_PATH}</loc>`);
  const robots = await request.get(`${LOOPBACK_ORIGIN}/robots.txt`);
  expect(await robots.text()).toContain('/sitemap.xml');
});

test('the landing wears the group’s one brand: the group’s logo mark, the design system’s font and palette', async ({
  page,
}) => {
  await page.goto(LANDING_PATH);
  await waitForHydration(page);
  await expectOneBrand(page);
});
