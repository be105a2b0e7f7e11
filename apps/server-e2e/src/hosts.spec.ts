import { expect, test } from '@playwright/test';
import { waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';

const PORT = 4300;

/** Each local host, the heading of the page its site renders at the root. */
const hosts = [
  {
    host: 'localhost',
    heading: 'Digital solutions that make heavy industry more efficient',
    lang: 'en',
  },
  { host: 'asia.localhost', heading: 'Цифровые решения для промышленности Казахстана', lang: 'ru' },
  { host: 'idp.localhost', heading: 'Цифровая индустриальная платформа', lang: 'ru' },
  {
    host: 'techpod.localhost',
    heading: 'Техпод: разговоры о технологиях на производстве',
    lang: 'ru',
  },
  { host: 'digitalproduction.localhost', heading: 'Цифровое производство 2.0', lang: 'ru' },
  { host: 'digitalmining.localhost', heading: 'Цифровой горный практикум', lang: 'ru' },
];

for (const { host, heading, lang } of hosts) {
  test(`http://${host}:${PORT}/ serves its own site, rendered and hydrated`, async ({ page }) => {
    const errors = watchForErrors(page);

    const response = await page.goto(`http://${host}:${PORT}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
}

test('a host outside the configuration is refused', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/`, {
    headers: { host: 'unknown.example' },
  });
  expect(response.status()).toBe(421);
});

test('the API answers on a site host', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/api/v1/health/`, {
    headers: { host: `asia.localhost:${PORT}` },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('built assets are cached immutably', async ({ page }) => {
  const assetResponses: Array<{ url: string; cacheControl: string | undefined }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) {
      assetResponses.push({
        url: response.url(),
        cacheControl: response.headers()['cache-control'],
      });
    }
  });
  await page.goto(`http://idp.localhost:${PORT}/`);
  await page.waitForLoadState('networkidle');
  expect(assetResponses.length).toBeGreaterThan(0);
  for (const asset of assetResponses) expect(asset.cacheControl).toContain('immutable');
});
