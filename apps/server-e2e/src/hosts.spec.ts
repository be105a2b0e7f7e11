import { expect, test } from '@playwright/test';
import { waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';

const PORT = 4300;

/** Each local host, the heading of the page its site renders at the root. */
const hosts = [
  {
    host: 'localhost',
    heading: 'Digital technologies for heavy industry',
    lang: 'en',
  },
  { host: 'asia.localhost', heading: 'Цифровые решения для промышленности Казахстана', lang: 'ru' },
  { host: 'idp.localhost', heading: 'Цифровая промышленная платформа', lang: 'ru' },
  {
    host: 'techpod.localhost',
    heading: 'Техпод',
    lang: 'ru',
  },
  {
    host: 'digitalproduction.localhost',
    heading: 'Цифровое производство 2.0: от данных станков к управляемому цеху',
    lang: 'ru',
  },
  { host: 'digitalmining.localhost', heading: 'Практикум «Цифровой рудник»', lang: 'ru' },
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

test('a lead sent at the site origin is stored and shows in the admin export', async ({
  request,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const sent = await request.post(`http://127.0.0.1:${PORT}/api/v1/feedback/`, {
    headers: { host: `localhost:${PORT}`, 'idempotency-key': `e2e-${email}` },
    data: {
      type: 'brochure',
      firstName: 'Анна',
      lastName: 'Петрова',
      position: 'Главный инженер',
      company: 'Уральская ГМК',
      industry: '4',
      country: 'Россия',
      countryCode: 'RU',
      email,
      phone: '+7 912 345-67-89',
      policyAgreement: true,
      page: '/ru/product/mdcplus/',
      product: 'mdcplus',
      locale: 'ru',
    },
  });
  expect(sent.status()).toBe(201);
  const { data } = await sent.json();
  const brochure = await request.get(`http://127.0.0.1:${PORT}${data.downloadLink}`, {
    headers: { host: `localhost:${PORT}` },
  });
  expect(brochure.headers()['content-type']).toBe('application/pdf');

  const denied = await request.get(`http://127.0.0.1:${PORT}/admin/api/leads.csv`, {
    headers: { host: `localhost:${PORT}` },
  });
  expect(denied.status()).toBe(401);
  const csv = await request.get(`http://127.0.0.1:${PORT}/admin/api/leads.csv`, {
    headers: {
      host: `localhost:${PORT}`,
      authorization: `Basic ${Buffer.from('e2e:e2e-only-password').toString('base64')}`,
    },
  });
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(
    // A brochure comes from a dialog: marketing receives it at modal/form (ADR 0010).
    `${data.id},brochure,modal/form,/ru/product/mdcplus/,mdcplus,ru,${email},Анна,Петрова`,
  );
});

test('pages run under a nonce CSP: every script carries this response’s nonce, hydration works, the console stays clean', async ({
  page,
}) => {
  // CSP violations, and the browser's complaints about our headers (a Permissions-Policy feature
  // it does not know is an error in every visitor's console).
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const response = await page.goto(`http://localhost:${PORT}/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  await waitForHydration(page);
  const scriptNonces = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(scriptNonces.every((value) => value === nonce)).toBe(true);
  expect(problems).toEqual([]);
});

test('the page paints without waiting for its script: one module script at the end of the body', async ({
  page,
  request,
}) => {
  const html = await (
    await request.get(`http://127.0.0.1:${PORT}/`, { headers: { host: `localhost:${PORT}` } })
  ).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // Nothing in the head competes with the CSS, the font and the hero image.
  expect(head).not.toContain('modulepreload');
  expect(head).not.toMatch(/<script[^>]* src=/);
  expect(head).toContain('rel="stylesheet"');
  // The page's one script, its client entry (ADR 32): a module, which never blocks the paint.
  const entries = html.match(/<script[^>]* type="module"[^>]*>/g) ?? [];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatch(/ src="\/assets\/entry\.client-[\w-]+\.js"/);
  expect(html.indexOf(entries[0] as string)).toBeGreaterThan(html.indexOf('<body'));
  expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);

  await page.goto(`http://localhost:${PORT}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown page is a real 404 in the locale of its URL, with a way home', async ({
  page,
}) => {
  const response = await page.goto(`http://localhost:${PORT}/ru/no-such-page/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute(
    'href',
    '/ru/',
  );
  await expect(page.locator('img[src="/error-404.svg"]')).toBeVisible();
});

test('URL rules hold through the server: case, trailing slash and the product redirects', async ({
  request,
}) => {
  const cases: [string, string, number, string][] = [
    ['localhost', '/RU/Product/MDC', 301, '/product/dispatcher/'],
    ['localhost', '/product/mdcplus/', 301, '/product/dispatcher/'],
    ['localhost', '/techpod/', 301, '/ru/techpod/'],
    ['digitalproduction.localhost', '/?utm_source=mail', 301, '/2.0/?utm_source=mail'],
    ['asia.localhost', '/', 302, '/ru/'],
  ];
  for (const [host, path, status, location] of cases) {
    const response = await request.get(`http://127.0.0.1:${PORT}${path}`, {
      headers: { host: `${host}:${PORT}` },
      maxRedirects: 0,
    });
    expect({ path, status: response.status(), location: response.headers()['location'] }).toEqual({
      path,
      status,
      location,
    });
  }
});

test('the main home page speaks Russian at /ru/', async ({ page }) => {
  const response = await page.goto(`http://localhost:${PORT}/ru/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await waitForHydration(page);
});
