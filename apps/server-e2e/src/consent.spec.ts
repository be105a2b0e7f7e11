import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { holdRequests, waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';

/**
 * Issue 14: the cookie alert on every host, and no request leaving the site before the
 * visitor's choice. The server runs with every third-party piece configured
 * (apps/server-e2e/playwright.config.ts): the chat, call tracking, pixel, ad-loader and
 * marketing scripts point at local stubs, and the analytics counter's script is answered here,
 * so nothing reaches the internet.
 */

const PORT = 4300;
const STUB = 'http://127.0.0.1:4310';
const ADMIN = `Basic ${Buffer.from('e2e:e2e-only-password').toString('base64')}`;
/** The scripts of spec §1 by consent category (ADR 0011). */
const analytical = ['calltracking'];
const marketing = ['chat', 'pixel', 'adloader', 'marketing'];
const METRIKA = 'https://mc.yandex.ru/';
const THREE_YEARS_S = 94_608_000;
/** Chromium caps a cookie's lifetime at 400 days (RFC 6265bis). */
const CHROMIUM_MAX_COOKIE_S = 400 * 24 * 3600;

// A fresh profile: no consent yet.
test.use({ storageState: { cookies: [], origins: [] } });

const hosts = [
  { host: 'localhost', alert: 'Cookies', acceptAll: 'Accept all', reject: 'Reject optional' },
  {
    host: 'asia.localhost',
    alert: 'Файлы cookie',
    acceptAll: 'Принять все',
    reject: 'Отклонить необязательные',
  },
  {
    host: 'idp.localhost',
    alert: 'Файлы cookie',
    acceptAll: 'Принять все',
    reject: 'Отклонить необязательные',
  },
  {
    host: 'techpod.localhost',
    alert: 'Файлы cookie',
    acceptAll: 'Принять все',
    reject: 'Отклонить необязательные',
  },
  {
    host: 'digitalproduction.localhost',
    alert: 'Файлы cookie',
    acceptAll: 'Принять все',
    reject: 'Отклонить необязательные',
  },
  {
    host: 'digitalmining.localhost',
    alert: 'Файлы cookie',
    acceptAll: 'Принять все',
    reject: 'Отклонить необязательные',
  },
];

interface ThirdParty {
  /** Every request to another origin than the page's, in order. */
  foreign: string[];
  /** The stub scripts requested, by name. */
  stubs: () => string[];
  /** Requests to the analytics counter. */
  metrika: () => string[];
}

/** Watches what leaves the site; the counter's script is answered locally. */
async function watchThirdParty(
  context: BrowserContext,
  page: Page,
  host: string,
): Promise<ThirdParty> {
  const foreign: string[] = [];
  await context.route(`${METRIKA}**`, (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: '(window.__thirdPartyLoaded = window.__thirdPartyLoaded || []).push("metrika");',
    }),
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== host) {
      foreign.push(url.href);
    }
  });
  return {
    foreign,
    stubs: () =>
      foreign
        .filter((href) => href.startsWith(STUB))
        .map((href) => new URL(href).pathname.replace(/^\/|\.js$/g, ''))
        .sort(),
    metrika: () => foreign.filter((href) => href.startsWith(METRIKA)),
  };
}

/** The consent records of the admin export. */
async function consents(request: APIRequestContext): Promise<string> {
  const response = await request.get(`http://localhost:${PORT}/admin/api/consents.csv`, {
    headers: { authorization: ADMIN },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

for (const { host, alert, acceptAll } of hosts) {
  test(`${host}: nothing leaves the site before a choice; "accept all" loads each piece once and survives a reload`, async ({
    page,
    context,
    request,
  }) => {
    const errors = watchForErrors(page);
    const thirdParty = await watchThirdParty(context, page, host);
    const response = await page.goto(`http://${host}:${PORT}/`);
    expect(response?.status()).toBe(200);
    // The CSP names exactly the configured origins besides the site's own.
    const csp = response?.headers()['content-security-policy'] ?? '';
    const origins = [...csp.matchAll(/https?:\/\/[^\s;]+/g)].map((match) => match[0]);
    expect(new Set(origins.map((origin) => new URL(origin).origin))).toEqual(
      new Set([STUB, new URL(METRIKA).origin]),
    );
    await waitForHydration(page);

    const region = page.getByRole('region', { name: alert });
    await expect(region).toBeVisible();
    // Time for anything that would load by itself (the loader waits for an idle moment).
    await page.waitForTimeout(2_000);
    expect(thirdParty.foreign).toEqual([]);
    // The alert is styled (fixed to the bottom of the window).
    expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    await region.getByRole('button', { name: acceptAll }).click();
    await expect(region).toBeHidden();
    // The choice's save makes the API store, and the notifications' code loads lazily, with no
    // second copy of the page's stylesheet (which would restyle and lay out the whole page
    // again): no browser chunk brings a sheet, the page's one sheet holds every part's styles
    // (tools/vite/site-vite-config.ts, siteStylesheet; ADR 0032).
    const sheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
    const loaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
    await expect
      .poll(async () => (await loaded()).some((file) => /\/Notifications-[^/]*\.js$/.test(file)), {
        timeout: 10_000,
      })
      .toBe(true);
    const linked = await sheets();
    expect(linked.filter((sheet, index) => linked.indexOf(sheet) !== index)).toEqual([]);
    await expect
      .poll(() => thirdParty.stubs(), { timeout: 10_000 })
      .toEqual([...analytical, ...marketing].sort());
    await expect.poll(() => thirdParty.metrika().length, { timeout: 10_000 }).toBe(1);
    // Spec §9: the permission is asked for about three years (Max-Age=94608000, unit-tested);
    // Chromium keeps no cookie longer than 400 days, so that is what the browser stores.
    const cookies = await context.cookies(`http://${host}:${PORT}/`);
    const permission = cookies.find((cookie) => cookie.name === 'cookiePermission');
    expect(permission?.value).toBe('Y');
    const lifetime = (permission?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - Math.min(THREE_YEARS_S, CHROMIUM_MAX_COOKIE_S))).toBeLessThan(3_600);
    expect(decodeURIComponent(cookies.find((c) => c.name === 'cookieList')?.value ?? '')).toBe(
      'required,analytical,marketing',
    );
    // Each piece once: no second copy a moment later.
    await page.waitForTimeout(1_000);
    expect(thirdParty.stubs()).toEqual([...analytical, ...marketing].sort());

    // The choice survives a reload: no alert, the pieces load again by themselves.
    thirdParty.foreign.length = 0;
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => thirdParty.stubs(), { timeout: 10_000 })
      .toEqual([...analytical, ...marketing].sort());
    await expect(page.getByRole('region', { name: alert })).toHaveCount(0);

    // The choice is on record for marketing, with its host.
    await expect
      .poll(async () => (await consents(request)).includes(host), { timeout: 10_000 })
      .toBe(true);
    expect(errors).toEqual([]);
  });
}

test('localhost: rejecting the optional cookies loads no optional piece; the footer reopens the choice', async ({
  page,
  context,
  request,
}) => {
  const thirdParty = await watchThirdParty(context, page, 'localhost');
  await page.goto(`http://localhost:${PORT}/`);
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Cookies' });
  // Reject is as easy to reach as accept: a button of the same size next to it.
  const accept = region.getByRole('button', { name: 'Accept all' });
  const reject = region.getByRole('button', { name: 'Reject optional' });
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.abs((acceptBox?.height ?? 0) - (rejectBox?.height ?? 1))).toBeLessThanOrEqual(2);
  await reject.click();
  await expect(region).toBeHidden();
  await page.waitForTimeout(2_000);
  expect(thirdParty.foreign).toEqual([]);
  const list = (await context.cookies()).find((cookie) => cookie.name === 'cookieList');
  expect(decodeURIComponent(list?.value ?? '')).toBe('required');

  // Later, from the footer: allow marketing only.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const again = page.getByRole('region', { name: 'Cookies' });
  await expect(again).toBeVisible();
  const settingsButton = again.getByRole('button', { name: 'Settings' });
  if (await settingsButton.isVisible()) await settingsButton.click();
  const required = again.getByRole('checkbox', { name: /Required/ });
  await expect(required).toBeChecked();
  await expect(required).toBeDisabled();
  await again.getByRole('checkbox', { name: /Analytical/ }).uncheck();
  await again.getByRole('checkbox', { name: /Marketing/ }).check();
  await again.getByRole('button', { name: 'Save selection' }).click();
  await expect.poll(() => thirdParty.stubs(), { timeout: 10_000 }).toEqual([...marketing].sort());
  expect(thirdParty.metrika()).toEqual([]);
  await expect
    .poll(async () => consents(request), { timeout: 10_000 })
    .toMatch(/"required,marketing",localhost,en/);
});

for (const { host, alert, reject, path } of [
  { ...hosts[0], path: '/contacts/' },
  { ...hosts[1], path: '/' },
]) {
  test(`${host}: the alert is in the first paint for a first visitor, never painted for one who has chosen`, async ({
    page,
    context,
  }) => {
    const origin = `http://${host}:${PORT}`;
    const errors = watchForErrors(page);
    let release = await holdRequests(page, `${origin}/assets/**/*.js`);
    // Not to the load event: the page's module script, held, is part of it.
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    // No script of the page has run: the server's HTML and the head's consent check only.
    const region = page.getByRole('region', { name: alert });
    await expect(region).toBeVisible();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    await waitForHydration(page);
    // The same alert, hydrated: a choice records it.
    await region.getByRole('button', { name: reject }).click();
    await expect(region).toBeHidden();
    expect((await context.cookies(origin)).find((c) => c.name === 'cookiePermission')?.value).toBe(
      'Y',
    );

    // Back with the choice: the alert is in the HTML, never shown, and gone once hydrated.
    await page.unrouteAll({ behavior: 'wait' });
    release = await holdRequests(page, `${origin}/assets/**/*.js`);
    const painted: boolean[] = [];
    await page.exposeFunction('alertShown', (shown: boolean) => painted.push(shown));
    await page.addInitScript(() => {
      const check = () => {
        const element = document.querySelector('[data-testid="cookie-alert"]');
        if (element)
          (window as unknown as { alertShown: (shown: boolean) => void }).alertShown(
            getComputedStyle(element).display !== 'none',
          );
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await expect(page.getByTestId('cookie-alert')).toHaveCount(1);
    await expect(region).toBeHidden();
    release();
    await waitForHydration(page);
    await expect(page.getByTestId('cookie-alert')).toHaveCount(0);
    expect(painted).toEqual([false]);
    expect(errors).toEqual([]);
  });
}

test('asia.localhost serves the unchecked choice (CONSENT_DEFAULTS_ASIA=unchecked)', async ({
  page,
  context,
}) => {
  const thirdParty = await watchThirdParty(context, page, 'asia.localhost');
  await page.goto(`http://asia.localhost:${PORT}/`);
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Файлы cookie' });
  await region.getByRole('button', { name: 'Настройки' }).click();
  await expect(region.getByRole('checkbox', { name: /Аналитические/ })).not.toBeChecked();
  await expect(region.getByRole('checkbox', { name: /Маркетинговые/ })).not.toBeChecked();
  await region.getByRole('button', { name: 'Сохранить выбор' }).click();
  await expect(region).toBeHidden();
  await page.waitForTimeout(2_000);
  expect(thirdParty.foreign).toEqual([]);
});
