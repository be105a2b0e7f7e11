import { expect, test } from '@playwright/test';
import { tapBeforeHydration, watchForErrors } from '@corp/shared/testing-e2e';

/**
 * Issue 42, point 2: a tap made as soon as a control is painted gets its answer. A phone at
 * Lighthouse's mobile settings (150 ms round trip, 1.6 Mbit/s, CPU 4×); the page's scripts are
 * held back until the tap has been made (so it is always before hydration), then let through: the
 * menu opens, the dialog opens. Nothing here measures time.
 */

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  // The product pages' brochure offer opens by itself once per session: not what is tapped here.
  await page.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
});

test('the menu button of / tapped before the page runs opens the menu', async ({ page }) => {
  const errors = watchForErrors(page);
  await tapBeforeHydration(page, '/', (p) => p.getByRole('button', { name: 'Open menu' }));
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
    { timeout: 60_000 },
  );
  await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Download the brochure" tapped before the page runs opens its dialog', async ({ page }) => {
  const errors = watchForErrors(page);
  await tapBeforeHydration(page, '/product/mdcplus/', (p) =>
    p.getByRole('main').getByRole('button', { name: 'Download the brochure' }).first(),
  );
  await expect(page.getByRole('dialog', { name: 'Download the brochure' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("an event's Register tapped before the page runs opens its registration", async ({ page }) => {
  const errors = watchForErrors(page);
  const path = '/ru/events/oil-gas-digital-congress-2027/';
  await tapBeforeHydration(page, path, (p) =>
    p.getByRole('main').getByRole('button', { name: 'Зарегистрироваться' }).first(),
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a listed event's Register tapped before the page runs opens its registration", async ({
  page,
}) => {
  // ADR 0033: the list's first cards stay the server's HTML; their Register is a server-HTML
  // button the page's modal host opens, so a tap held before it runs is answered once it does.
  const errors = watchForErrors(page);
  await tapBeforeHydration(page, '/events/', (p) =>
    p
      .getByRole('region', { name: 'Upcoming events' })
      .getByRole('button', { name: 'Register' })
      .first(),
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Upcoming events' }).getByRole('list'),
  ).toHaveAttribute('data-kept', '');
  expect(errors).toEqual([]);
});

test("the products slider's Next tapped before the page runs moves it once Swiper is in", async ({
  page,
}) => {
  // Swiper loads when the slider is first used (its Next here), and the held tap then acts.
  const errors = watchForErrors(page);
  const slider = (p: typeof page) => p.getByRole('group', { name: 'Our flagship products' });
  await tapBeforeHydration(page, '/', (p) => slider(p).getByRole('button', { name: 'Next slide' }));
  await expect(
    slider(page).getByRole('list', { name: 'Choose a slide' }).getByRole('button', {
      name: 'Go to slide 2',
    }),
  ).toHaveAttribute('aria-current', 'true', { timeout: 60_000 });
  await expect(slider(page).getByRole('group', { name: /^2 of / })).toBeInViewport();
  expect(errors).toEqual([]);
});
