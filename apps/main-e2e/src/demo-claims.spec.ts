import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';

/**
 * What the demo content tells a visitor is what they get (issue 42, point 13): an episode's
 * length is how long its player plays, an article's reading time fits its words, and an industry
 * page's customer results are that industry's.
 */

test.use({ viewport: { width: 1440, height: 900 } });

let errors: string[] = [];

test.beforeEach(({ page }) => {
  errors = watchForErrors(page);
});

test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

// How long each episode plays beside what its page says is a figure of `npm run bench:podcasts`
// (a browser estimates an MP3's length from its first frames): here, the page says a length and
// its player loads the episode's own file in the page's language.
for (const [path, language] of [
  ['/news/podcasts/1/', 'en'],
  ['/ru/news/podcasts/7/', 'ru'],
] as const) {
  test(`an episode (${language}) says its length and plays its own file`, async ({ page }) => {
    await open(page, path);
    await expect(page.locator('time[datetime^="PT"]').first()).toHaveText(/\d/);
    const audio = page.getByLabel(/^(Audio of the episode|Аудио выпуска): /).first();
    await expect(audio).toHaveAttribute('src', new RegExp(`-${language}\\.mp3$`));
    const loaded = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<boolean>((resolve) => {
          element.addEventListener('loadedmetadata', () => resolve(true));
          element.addEventListener('error', () => resolve(false));
          element.preload = 'metadata';
          element.load();
        }),
    );
    expect(loaded).toBe(true);
  });
}

test('an article’s reading time fits its words', async ({ page }) => {
  await open(page, '/news/media/article-precision-drilling-blast/');
  const article = page.getByRole('article').first();
  const label = await article.getByText(/\d+ min read/).textContent();
  const minutes = Number(/(\d+) min read/.exec(label ?? '')?.[1]);
  const words = (await article.locator('p').allTextContents())
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  // About 200 words a minute: the label neither promises much more nor much less than the text.
  expect({ minutes, words }).toEqual({ minutes: Math.max(1, Math.ceil(words / 200)), words });
});

test('the mining page’s customer results are mining cases', async ({ page }) => {
  await open(page, '/industries/mining/');
  const results = page.getByRole('region', { name: 'Results of our customers' });
  await expect(results.getByRole('link').first()).toBeVisible();
  const cases = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(cases.filter((href) => href?.includes('heat-networks'))).toEqual([]);
  await expect(results).not.toContainText(/heat network/i);
});
