import { expect, test } from '@playwright/test';
import { leadRow, waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';
import { COURSE, LANDING_PATH, LOOPBACK_ORIGIN } from './origins';

/**
 * Issue 15, the machine course landing: the header's register button opens the registration
 * dialog, and the registration reaches the marketing export (`/admin/leads.csv`) naming the
 * course in its customData.
 */

const uniqueEmail = () =>
  `e2e-machine-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@plant.example`;

test.use({ reducedMotion: 'reduce' });

test('a registration from the header reaches the export with the course', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.sessionStorage.setItem('course-popup-seen', '1'));
  const errors = watchForErrors(page);
  const email = uniqueEmail();
  const response = await page.goto(LANDING_PATH);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: 'Зарегистрироваться' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Регистрация на курс' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Полное имя' }).fill('Ирина Белова');
  await dialog.getByRole('textbox', { name: 'Должность', exact: true }).fill('Главный технолог');
  await dialog.getByRole('textbox', { name: 'Компания' }).fill('Уральский машзавод');
  await dialog.getByRole('combobox', { name: 'Страна' }).click();
  await page.getByRole('option', { name: 'Россия', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const phone = dialog.getByRole('textbox', { name: 'Телефон' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('9161234567');
  await dialog.getByRole('checkbox', { name: /Я даю согласие/ }).check();
  const submit = dialog.getByRole('button', { name: 'Отправить', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Спасибо!' })).toBeVisible();

  const row = await leadRow(request, email, LOOPBACK_ORIGIN);
  expect(row['type']).toBe('request');
  expect(JSON.parse(row['customData'] || '{}')).toMatchObject({ course: COURSE });
  expect(errors).toEqual([]);
});
