import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { WCAG_22_AA_TAGS, expectNoAxeViolations, waitForHydration } from '@corp/shared/testing-e2e';

/*
 * The steps of a lead flow on the main site, as a visitor takes them: open a page, find the one
 * dialog, fill the contact fields, send. Shared by the lead specs.
 */

export type Locale = 'en' | 'ru';

export const texts = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    fullName: 'Full name',
    position: 'Position',
    company: 'Company',
    country: 'Country',
    countryOption: 'Finland',
    email: 'E-mail',
    phone: 'Phone',
    digits: '401234567',
    agree: /I agree/,
    thanks: 'Thank you!',
    close: 'Close',
  },
  ru: {
    firstName: 'Имя',
    lastName: 'Фамилия',
    fullName: 'Полное имя',
    position: 'Должность',
    company: 'Компания',
    country: 'Страна',
    countryOption: 'Россия',
    email: 'E-mail',
    phone: 'Телефон',
    digits: '9161234567',
    agree: /Я даю согласие/,
    thanks: 'Спасибо!',
    close: 'Закрыть',
  },
} as const;

/** A new e-mail address per lead, so each test finds its own row. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nordic.example`;

export async function open(page: Page, path: string, { popupSeen = true } = {}): Promise<void> {
  // The product pages' brochure offer opens by itself once per session: tests of other flows
  // start as a visitor who has seen it (its own test below starts without).
  if (popupSeen) {
    await page.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
  }
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/**
 * The not-found page, answered 404 in the site's layout: an island page as every page is (ADR
 * 0032), its header and footer hydrated.
 */
export async function openNotFoundPage(page: Page, path: string, errors?: string[]): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-islands', '');
  // The browser reports the document's 404, which is what was asked for: not an error of the page.
  const notFound = errors?.findIndex((error) => /status of 404 \(Not Found\)/.test(error)) ?? -1;
  if (notFound >= 0) errors?.splice(notFound, 1);
}

/**
 * The one open dialog; there is never more than one (spec §2.9). A dialog's code and texts load
 * when it first opens: on the CI machine, beside the other suites' browsers, that has taken more
 * than the 5 s of an expectation, so a dialog gets 15 s to appear.
 */
export async function theDialog(
  page: Page,
  name?: string | RegExp,
  timeout = 15_000,
): Promise<Locator> {
  const dialog = page.getByRole('dialog', name ? { name } : {});
  await expect(dialog).toBeVisible({ timeout });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  return dialog;
}

/** axe-core on the open dialog: no violations of WCAG 2.2 AA nor of axe's best practices. */
export const expectAccessible = (page: Page) =>
  expectNoAxeViolations(page, {
    include: '[role="dialog"]',
    tags: [...WCAG_22_AA_TAGS, 'best-practice'],
  });

export interface ContactDetails {
  email: string;
  fullName?: boolean;
}

/** Fills a lead dialog's contact fields as a visitor does (spec §3). */
export async function fillContact(
  page: Page,
  dialog: Locator,
  locale: Locale,
  { email, fullName = false }: ContactDetails,
): Promise<void> {
  const t = texts[locale];
  if (fullName) {
    await dialog.getByRole('textbox', { name: t.fullName }).fill('Anna Virtanen');
  } else {
    await dialog.getByRole('textbox', { name: t.firstName, exact: true }).fill('Anna');
    await dialog.getByRole('textbox', { name: t.lastName }).fill('Virtanen');
  }
  await dialog.getByRole('textbox', { name: t.position, exact: true }).fill('Chief engineer');
  await dialog.getByRole('textbox', { name: t.company }).fill('Nordic Metals');
  await dialog.getByRole('combobox', { name: t.country }).click();
  await page.getByRole('option', { name: t.countryOption, exact: true }).click();
  await dialog.getByRole('textbox', { name: t.email }).fill(email);
  const phone = dialog.getByRole('textbox', { name: t.phone });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(t.digits);
  await dialog.getByRole('checkbox', { name: t.agree }).check();
}

/** A success modal's Close button under its text (spec §2.9), not the close icon. */
export const closeButton = (dialog: Locator, label: string) =>
  dialog.getByRole('button', { name: label, exact: true }).last();

/** Sends the dialog's form with its submit button. */
export async function send(dialog: Locator, label: string | RegExp): Promise<void> {
  const submit = dialog.getByRole('button', { name: label, exact: typeof label === 'string' });
  await expect(submit).toBeEnabled();
  await submit.click();
}
