import { expect, test } from '@playwright/test';

test('the techpod home page renders on the server and hydrates without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const html = await response?.text();
  expect(html).toContain('Техпод: разговоры о технологиях на производстве');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Техпод: разговоры о технологиях на производстве');
  await expect(page).toHaveTitle(/\S/);
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);

  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '#content');
  expect(problems).toEqual([]);
});

test('an unknown techpod page answers 404 with the error page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /main|главную/i })).toHaveAttribute('href', '/');
});
