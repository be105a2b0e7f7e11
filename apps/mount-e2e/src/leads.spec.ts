import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';
import { COURSE, LANDING_PATH, LOOPBACK_ORIGIN } from './origins';

/**
 * Issue 15, the mount course landing: the header's register button opens the registration
 * dialog, and the registration reaches the marketing export (`/admin/leads.csv`) naming the
 * course in its customData.
 */

const ADMIN = `Basic ${Buffer.from('e2e:e2e-only-password').toString('base64')}`;

const uniqueEmail = () =>
  `e2e-mount-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@plant.example`;

/** Parses the export (RFC 4180 quoting) into records by column name. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  const [header = [], ...records] = rows;
  return records.map((record) =>
    Object.fromEntries(header.map((name, column) => [name, record[column] ?? ''])),
  );
}

/** The lead sent with `email`, as marketing finds it in the export of the landing host. */
async function leadRow(request: APIRequestContext, email: string) {
  let found: Record<string, string> | undefined;
  await expect(async () => {
    const response = await request.get(`${LOOPBACK_ORIGIN}/admin/leads.csv`, {
      headers: { authorization: ADMIN },
    });
    expect(response.status()).toBe(200);
    found = parseCsv(await response.text()).find((record) => record['email'] === email);
    expect(found, `a lead from ${email}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found as Record<string, string>;
}

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

  const row = await leadRow(request, email);
  expect(row['type']).toBe('request');
  expect(JSON.parse(row['customData'] || '{}')).toMatchObject({ course: COURSE });
  expect(errors).toEqual([]);
});
