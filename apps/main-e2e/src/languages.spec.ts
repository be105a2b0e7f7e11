import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  otherScriptTexts,
  unmarkedOtherLanguageLinks,
  visibleTexts,
  waitForHydration,
  watchForErrors,
} from '@corp/shared/testing-e2e';
import { allowedNames } from './page-checks';

/*
 * Issue 42, point 10, as a visitor meets it: content the demo data has in the page's language is
 * shown in it, and what exists only in another language says so (`lang` on the text, `hreflang`
 * and a language code on a link). The walk (walk.spec.ts) checks every page's texts and links;
 * these are the cases the issue names.
 */

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test('the English academy shows its courses, modules and speakers in English', async ({
  page,
  baseURL,
}) => {
  const errors = watchForErrors(page);
  await open(page, '/academy/');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', {
      name: 'Digital Production 2.0: from machine data to a managed shop',
    }),
  ).toBeVisible();
  await expect(
    main.getByRole('button', { name: /Module 1\. The digital shop floor/ }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Elena Belova' })).toBeVisible();
  // Nothing in the page is Russian: no block needs to say it is (the content has it in English).
  await expect(main.locator('[lang]:not([lang="en"])')).toHaveCount(0);
  const names = await allowedNames(baseURL ?? '');
  expect(otherScriptTexts(await visibleTexts(page), names)).toEqual([]);
  expect((await visibleTexts(page)).filter(({ text }) => /[\u0400-\u04ff]/.test(text))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the German menus lead to the German pages, and say which pages are in English', async ({
  page,
}) => {
  await open(page, '/de/');
  // The pages German has (spec §2.1) are linked in German; the others are English, and say so:
  // "EN" after the name, "auf Englisch" for screen readers.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Ferrum Digital/ })).toHaveAttribute(
    'href',
    '/de/',
  );
  await header.getByRole('button', { name: 'Produkte' }).first().click();
  for (const [name, href] of [
    ['Industrielle IoT-Plattform', '/de/product/industrial-iot-platform/'],
    ['MDC+', '/de/product/mdcplus/'],
  ] as const) {
    const link = header.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).not.toHaveAttribute('hreflang');
  }
  const allProducts = header.getByRole('link', { name: 'Alle Produkte (auf Englisch)' });
  await expect(allProducts).toHaveAttribute('href', '/product/');
  await expect(allProducts).toHaveAttribute('hreflang', 'en');
  await header.getByRole('button', { name: 'Unternehmen' }).first().click();
  const about = header.getByRole('link', { name: 'Über uns', exact: true });
  await expect(about).toHaveAttribute('href', '/de/about/');
  await expect(about).not.toHaveAttribute('hreflang');
  const careers = header.getByRole('link', { name: 'Karriere (auf Englisch)' });
  await expect(careers).toBeVisible();
  await expect(careers).toHaveAttribute('href', '/about/hr/');
  await expect(careers).toHaveAttribute('hreflang', 'en');
  await expect(careers).toContainText('EN');
  // No link of the page leads to another language without saying so.
  expect(await unmarkedOtherLanguageLinks(page)).toEqual([]);
  await careers.click();
  await expect(page).toHaveURL(/\/about\/hr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the German form lists the countries in German, and its policies say they are English', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await open(page, '/de/about/');
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  const form = page.locator('#contact-form form');
  await expect(form).toBeVisible({ timeout: 15_000 });

  await form.getByRole('combobox', { name: 'Land' }).click();
  const options = page.getByRole('option');
  await expect(page.getByRole('option', { name: 'Deutschland', exact: true })).toBeVisible();
  const names = await options.allTextContents();
  expect(names).toEqual(expect.arrayContaining(['Deutschland', 'Russland', 'Kasachstan']));
  expect(names).not.toContain('Germany');
  expect(names).not.toContain('Russia');
  await page.getByRole('option', { name: 'Russland', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Land' })).toHaveText(/Russland/);

  // The consent's policy is the English PDF (spec §2.8), and says so.
  const policy = form.getByRole('link', { name: 'Datenschutzerklärung (auf Englisch)' });
  await expect(policy).toHaveAttribute('href', '/download/Privacy_Policy.pdf');
  await expect(policy).toHaveAttribute('hreflang', 'en');

  // The footer's policies are named in German.
  const footer = page.getByRole('contentinfo');
  const dropdown = footer.getByRole('button', { name: 'Datenschutzrichtlinien' });
  await dropdown.click();
  const panel = page.locator(`[id="${await dropdown.getAttribute('aria-controls')}"]`);
  for (const [name, language] of [
    ['Datenschutzerklärung (auf Englisch)', 'en'],
    ['Datenschutzerklärung (auf Russisch)', 'ru'],
    ['Antikorruptionsrichtlinie (auf Englisch)', 'en'],
  ] as const)
    await expect(
      panel.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
    ).toHaveAttribute('hreflang', language);
  await expect(footer.getByText('Privacy Policy')).toHaveCount(0);
  expect(errors).toEqual([]);
});
