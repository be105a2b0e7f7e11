import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import {
  consentGivenCookies,
  E2E_ADMIN_AUTH,
  waitForHydration,
  watchForErrors,
} from '@corp/shared/testing-e2e';

/**
 * Issue 46, goal 5: a visitor who allowed analytics reports the page's Core Web Vitals with
 * `navigator.sendBeacon` when the page is hidden, and the operator's `/metrics` (behind the
 * admin credential) counts them per site and page type.
 */
const allowedAnalytics = {
  cookies: consentGivenCookies.map((cookie) =>
    cookie.name === 'cookieList' ? { ...cookie, value: 'required,analytical' } : cookie,
  ),
  origins: [],
};

const measuringChunk = /\/assets\/web-vitals-report-[^/]+\.js$/;

/** `web_vitals_seconds_count` of the main site's product pages for `metric`, from `/metrics`. */
async function productPageCount(request: APIRequestContext, metric: string): Promise<number> {
  const response = await request.get('/metrics', { headers: { authorization: E2E_ADMIN_AUTH } });
  expect(response.status()).toBe(200);
  const series = `web_vitals_seconds_count{site="main",page_type="product-code",metric="${metric}"} `;
  const line = (await response.text()).split('\n').find((row) => row.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

test.describe('a visitor who allowed analytics', () => {
  test.use({ storageState: allowedAnalytics });

  test('a product page hidden by leaving it shows in /metrics as the product-code page type', async ({
    page,
    request,
  }) => {
    // The product pages' brochure offer opens by itself once per session: not what is tested here.
    await page.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
    const errors = watchForErrors(page);
    const before = {
      TTFB: await productPageCount(request, 'TTFB'),
      LCP: await productPageCount(request, 'LCP'),
    };

    // The library comes after hydration, in a chunk of its own.
    const measuring = page.waitForEvent('requestfinished', (request) =>
      measuringChunk.test(request.url()),
    );
    await page.goto('/product/mdcplus/');
    await waitForHydration(page);
    await measuring;

    // Leaving the page hides it: its metrics go out in one beacon (from a document being unloaded,
    // which Playwright's request events no longer report: /metrics tells).
    await page.goto('/about/');

    await expect.poll(() => productPageCount(request, 'TTFB')).toBe(before.TTFB + 1);
    await expect.poll(() => productPageCount(request, 'LCP')).toBe(before.LCP + 1);
    expect(errors).toEqual([]);
  });
});

test('a visitor who allowed only the required cookies never loads the measuring', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(request.url()));
  await page.goto('/product/mdcplus/');
  await waitForHydration(page);
  // Hydrated, and then nothing more to fetch for a while: the page has loaded all it will.
  await page.waitForLoadState('networkidle');
  // (The page's scripts ran: its entry loaded; an island page has no route chunks.)
  expect(requested.some((url) => /\/assets\/entry\.client-[^/]+\.js$/.test(url))).toBe(true);
  expect(requested.filter((url) => measuringChunk.test(url))).toEqual([]);
});
