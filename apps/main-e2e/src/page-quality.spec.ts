import { expect, test } from '@playwright/test';
import { htmlValidityTest } from '@corp/shared/testing-e2e';
import { BRAND_FONT } from './page-checks';
import { notFoundPages, walkPages } from './site-pages';

/*
 * Page quality (issue 16): the brand font has the glyphs of every locale, the not-found page sits
 * in the layout, and the server-rendered HTML of every page of the walk is valid for the Nu HTML
 * Checker (vnu-jar, run locally with the machine's Java; no request leaves the machine). The
 * title, brand font and type scale of every page type are checked on the walk (walk.spec.ts).
 */

test('a Kazakh, Russian and German text is set in the brand font’s own glyphs', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/ru/');
  const missing = await page.evaluate(async (brand) => {
    const samples = ['әғқңөұүһі ӘҒҚҢӨҰҮҺІ', 'Промышленное ПО', 'Größe Übersicht', '₽ ₸'];
    const result: string[] = [];
    for (const sample of samples) {
      await document.fonts.load(`16px "${brand}"`, sample);
      if (!document.fonts.check(`16px "${brand}"`, sample)) result.push(sample);
    }
    return result;
  }, BRAND_FONT);
  expect(missing).toEqual([]);
});

test('the 404 page sits in the site layout with a localized title, centred, with ways on', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const response = await page.goto('/ru/no-such-page-here/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Страница не найдена — Ferrum Digital');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Страница не найдена');
  const box = await heading.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  expect(Math.abs(centre - width / 2)).toBeLessThan(24);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Вернуться на главную' }),
  ).toHaveAttribute('href', '/ru/');
  const sections = page.getByRole('navigation', { name: 'Основные разделы' });
  await expect(sections.getByRole('link')).toHaveCount(5);
  await expect(sections.getByRole('link', { name: 'О компании' })).toHaveAttribute(
    'href',
    '/ru/about/',
  );
});

htmlValidityTest('main', [...walkPages, ...notFoundPages]);
