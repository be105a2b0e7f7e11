import { expect, test } from '@playwright/test';
import {
  htmlValidityTest,
  expectWholePage,
  notFoundInLayoutTests,
  axePageTests,
  expectOneBrand,
  holdRequests,
  waitForHydration,
  watchForErrors,
  watchForeignRequests,
} from '@corp/shared/testing-e2e';
import { LOOPBACK_ORIGIN } from './origins';

/**
 * Issue 15, techpod: the Russian techpod page at /ru/ of techpod.localhost through the web
 * server, in the techpod layout (no header or footer) — rendered, hydrated, no console error,
 * broken image, sideways scroll or request leaving the site, at 1440 and 375 px; its seasons and
 * episodes from `/podcasts/`, each with its audio.
 */

const EPISODE = 'Нужен ли руднику ИИ или достаточно хорошей диспетчеризации?';

for (const width of [1440, 375] as const) {
  test(`/ru/ at ${width} px renders the seasons in Russian and hydrates`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = watchForErrors(page);
    const foreign = watchForeignRequests(page, new URL(baseURL as string).origin);
    const response = await page.goto('/ru/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    // Spec §2.7: no header, no footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^Сезон 2/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Сезон 1/ })).toBeAttached();

    await expectWholePage(page);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// The banner's phone and tablet art have shapes of their own (640 × 360, 1120 × 240): the hero
// keeps the box of the variant it shows from the first paint, so nothing moves when it arrives.
for (const [width, variant] of [
  [375, 'mobile'],
  [1000, 'tablet'],
] as const) {
  test(`at ${width} px the banner's box is the ${variant} art's before it arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await holdRequests(page, '**/images/art/banners/**');
    // Not to DOMContentLoaded: the page's module script, held, runs before it.
    await page.goto('/ru/', { waitUntil: 'commit' });
    const art = page.locator('[data-hero] picture img');
    const season = page.getByRole('heading', { level: 2, name: /^Сезон 2/ });
    const before = [await art.boundingBox(), await season.boundingBox()];
    release();
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await art.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`-${variant}.`);
    const after = [await art.boundingBox(), await season.boundingBox()];
    expect(after.map((box) => Math.round(box?.height ?? 0))).toEqual(
      before.map((box) => Math.round(box?.height ?? 0)),
    );
    expect(Math.round(after[1]?.y ?? 0)).toBe(Math.round(before[1]?.y ?? 0));
  });
}

test('the host root goes to /ru/', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru\/$/);
});

test('every episode plays its audio from the site itself', async ({ page }) => {
  await page.goto('/ru/');
  await waitForHydration(page);
  const episode = page.getByRole('article', { name: EPISODE });
  await expect(episode.getByRole('link', { name: /Скачать аудиофайл/ })).toHaveAttribute(
    'href',
    /^\/download\/podcasts\/s1e01-ru\.mp3$/,
  );
  const episodes = await page.getByRole('article').count();
  await expect(page.getByRole('link', { name: /Скачать аудиофайл/ })).toHaveCount(episodes);
  const players = page.locator('audio');
  await expect(players).toHaveCount(episodes);
  // The visitor presses play: the browser fetches the file from the site and the time runs.
  const audio = episode.locator('audio');
  await expect(audio).toHaveAccessibleName(`Аудио выпуска: ${EPISODE}`);
  await audio.evaluate((element: HTMLAudioElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0.2);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();
});

// ADR 0032: the techpod page is an island page. Server HTML whose interactive parts (cookie alert,
// back-to-top, analytics) hydrate by themselves: no React Router in the browser, no loader data.
// A fresh visitor (no consent yet), who sees the cookie alert.
test.describe('an island page', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the page hydrates its parts only: no React Router, and its cookie alert and back-to-top work', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/ru/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-islands', '');
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    expect(scripts.filter((script) => /\/framework-/.test(script))).toEqual([]);
    expect(scripts.some((script) => /\/entry\.client-/.test(script))).toBe(true);

    await page.getByRole('button', { name: 'Принять все' }).click();
    await expect(page.getByRole('button', { name: 'Принять все' })).toHaveCount(0);

    const backToTop = page.getByRole('button', { name: 'Наверх' });
    await expect(backToTop).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a tap on the cookie alert before the parts have started is not lost', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/entry.client-*.js');
    // Not to DOMContentLoaded: the page's module script, held, runs before it.
    await page.goto('/ru/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Принять все' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');
    release();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Принять все' })).toHaveCount(0);
    expect(await page.evaluate(() => document.cookie)).toContain('cookiePermission=Y');
  });
});

test('sitemap.xml lists /ru/, robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get(`${LOOPBACK_ORIGIN}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/ru/</loc>');
  const robots = await request.get(`${LOOPBACK_ORIGIN}/robots.txt`);
  expect(await robots.text()).toContain('/sitemap.xml');
});

test('the techpod page wears the group’s one brand: the design system’s font and palette', async ({
  page,
}) => {
  await page.goto('/ru/');
  await waitForHydration(page);
  await expectOneBrand(page, { logo: false });
});

// Issue 16: axe on the page at 1440 and 375 px, colour contrast included (WCAG 2.2 AA).
axePageTests({ paths: ['/ru/'] });

// Spec §2.6: the not-found page inside the site's own layout.
notFoundInLayoutTests({
  site: 'techpod',
  url: '/no-such-page-here/',
  title: 'Страница не найдена — Ferrum Digital',
  heading: 'Страница не найдена',
  home: { name: 'Вернуться на главную', href: '/ru/' },
  chrome: false,
});

// Issue 16: valid HTML (Nu HTML Checker) on the page and the not-found page.
htmlValidityTest('techpod', ['/ru/', '/no-such-page-here/'], LOOPBACK_ORIGIN);
