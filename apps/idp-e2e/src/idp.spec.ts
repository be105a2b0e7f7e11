import { expect, test } from '@playwright/test';
import {
  htmlValidityTest,
  expectWholePage,
  notFoundInLayoutTests,
  axePageTests,
  expectOneBrand,
  leadRow,
  marketingDelivery,
  waitForHydration,
  watchForErrors,
  watchForeignRequests,
} from '@corp/shared/testing-e2e';
import { LOOPBACK_ORIGIN } from './origins';

/**
 * Issue 15, IDP: the idp page at / of idp.localhost through the web server, in the Russian-DIP
 * layout — rendered, hydrated, Russian, no console error, broken image, sideways scroll or
 * request leaving the site, at 1440 and 375 px; the products' “Узнать больше” cards link out by
 * code; a request from the footer form reaches the marketing export with page /idp/ (spec §3, §4).
 */

const HEADING = 'Цифровая промышленная платформа';

for (const width of [1440, 375] as const) {
  test(`/ at ${width} px renders the idp page in Russian and hydrates`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = watchForErrors(page);
    const foreign = watchForeignRequests(page, new URL(baseURL as string).origin);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(HEADING);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await waitForHydration(page);
    await expect(page.locator('[data-layout="russian-dip"]')).toBeAttached();

    // The products on the platform: “Узнать больше” links out by code (spec §2.8).
    const more = page
      .locator('#products')
      .getByRole('link', { name: /Узнать больше/ })
      .first();
    // On the idp host they lead to the main site's product pages (idp.localhost → localhost).
    await expect(more).toHaveAttribute(
      'href',
      new RegExp(
        `^${new URL(baseURL as string).origin.replace('idp.', '')}/ru/product/[a-z0-9-]+/$`,
      ),
    );
    await expect(more).toHaveAttribute('target', '_blank');

    await expectWholePage(page);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test.describe('the footer form', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a request reaches the export with page /idp/, oil and gas chosen', async ({
    page,
    request,
  }) => {
    const errors = watchForErrors(page);
    const email = `e2e-idp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nordic.example`;
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    const form = page.locator('#contact-form form');
    await expect(form).toBeVisible({ timeout: 10_000 });
    // Spec §4: the digital industrial platform page starts with 'Нефть и газ'.
    await expect(form.getByRole('combobox', { name: /Отрасль/ })).toContainText('Нефть и газ');

    await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна');
    await form.getByRole('textbox', { name: 'Фамилия' }).fill('Иванова');
    await form.getByRole('textbox', { name: 'Должность', exact: true }).fill('Главный инженер');
    await form.getByRole('textbox', { name: 'Компания' }).fill('Северный ГОК');
    await form.getByRole('combobox', { name: 'Страна' }).click();
    await page.getByRole('option', { name: 'Россия', exact: true }).click();
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    const phone = form.getByRole('textbox', { name: 'Телефон' });
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('9161234567');
    await form.getByRole('checkbox', { name: /Я даю согласие/ }).check();
    const submit = form.getByRole('button', { name: 'Отправить', exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole('dialog', { name: 'Спасибо!' })).toBeVisible();
    const row = await leadRow(request, email, LOOPBACK_ORIGIN);
    expect(row).toMatchObject({ type: 'contact', page: '/idp/' });
    // The footer form's lead reaches marketing on /footer/form, with the industry's name (spec §3, §7).
    expect(await marketingDelivery(request, email)).toMatchObject({
      path: '/marketing/footer/form',
      body: {
        firstName: 'Анна',
        lastName: 'Иванова',
        email,
        type: 'contact',
        page: '/idp/',
        locale: 'ru',
        customFields: {
          dolzhnost: 'Главный инженер',
          kompaniya: 'Северный ГОК',
          industry: 'Нефть и газ',
        },
      },
    });
    expect(errors).toEqual([]);
  });
});

test('sitemap.xml lists the page, robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get(`${LOOPBACK_ORIGIN}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('<loc>');
  const robots = await request.get(`${LOOPBACK_ORIGIN}/robots.txt`);
  expect(await robots.text()).toContain('/sitemap.xml');
});

test('the idp page wears the group’s one brand: the group’s logo mark, the design system’s font and palette', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expectOneBrand(page);
});

// Issue 16: axe on the page at 1440 and 375 px, colour contrast included (WCAG 2.2 AA).
axePageTests({ paths: ['/'] });

// Spec §2.6: the not-found page inside the site's own layout.
notFoundInLayoutTests({
  site: 'idp',
  url: '/no-such-page-here/',
  title: 'Страница не найдена — Ferrum Digital',
  heading: 'Страница не найдена',
  home: { name: 'Вернуться на главную', href: '/' },
  chrome: true,
});

// Issue 16: valid HTML (Nu HTML Checker) on the page and the not-found page.
htmlValidityTest('idp', ['/', '/no-such-page-here/'], LOOPBACK_ORIGIN);
