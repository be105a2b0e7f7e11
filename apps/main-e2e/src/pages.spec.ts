import { expect, test } from '@playwright/test';
import { marketingDelivery, waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';

test('the page has its SEO head: title, description, canonical, hreflang alternates', async ({
  page,
  baseURL,
}) => {
  await page.goto('/ru/about/');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/ru/about/`,
  );
  for (const lang of ['en', 'ru', 'de', 'x-default'])
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/ru/product/flow/</loc>');
  expect(xml).toContain('/news/media/review-energy-efficiency-2026/</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
});

test('a contact request sent from the footer is stored and exported to the marketing CSV', async ({
  page,
  request,
}) => {
  const errors = watchForErrors(page);
  const email = `e2e-${Date.now()}@nordic.example`;
  await page.goto('/contacts/moscow/');
  await waitForHydration(page);
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  const form = page.locator('#contact-form form');
  await expect(form).toBeVisible({ timeout: 10_000 });

  await form.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Virtanen');
  await form.getByRole('textbox', { name: 'Position' }).fill('Chief engineer');
  await form.getByRole('textbox', { name: 'Company' }).fill('Nordic Metals');
  await form.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Finland' }).click();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  // A number typed without its calling code is one of the country shown (FI for English pages,
  // §5): once the field is left it shows the number as sent.
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('401234567');
  await phone.press('Tab');
  await expect(phone).toHaveValue('+358 40 1234567');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  const submit = form.getByRole('button', { name: 'Send' });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  // The form is reset for the next visitor's request.
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');

  const csv = await request.get('/admin/api/leads.csv', {
    headers: { authorization: `Basic ${Buffer.from('e2e:e2e-only-password').toString('base64')}` },
  });
  expect(csv.status()).toBe(200);
  const body = await csv.text();
  expect(body).toContain(email);
  expect(body).toContain('Nordic Metals');
  // The footer form's lead reaches marketing on /footer/form (spec §3, §7).
  expect(await marketingDelivery(request, email)).toMatchObject({
    path: '/marketing/footer/form',
    body: {
      firstName: 'Anna',
      lastName: 'Virtanen',
      email,
      mobilePhone: expect.stringMatching(/^\+?358/),
      type: 'contact',
      page: '/contacts/moscow/',
      locale: 'en',
      customFields: { dolzhnost: 'Chief engineer', kompaniya: 'Nordic Metals' },
      subscriptions: [{ pointOfContact: 'Email' }],
    },
  });
  expect(errors).toEqual([]);
});

test('the mobile menu opens its sections at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const hamburger = page.getByRole('button', { name: /menu|меню/i }).first();
  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});

test.describe('with reduced motion (instant scrolling)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('back to top appears after scrolling and brings the visitor back', async ({ page }) => {
    await page.goto('/product/flow/');
    await waitForHydration(page);
    const backToTop = page.getByRole('button', { name: /top/i });
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // At the top it is gone again (spec §9: it shows after 300 px).
    await expect(backToTop).toBeHidden();
  });
});
