import { expect, test } from '@playwright/test';
import {
  otherScriptTexts,
  unmarkedOtherLanguageLinks,
  visibleTexts,
  waitForHydration,
} from '@corp/shared/testing-e2e';
import { LOOPBACK_ORIGIN } from './origins';

/*
 * Issue 42, point 10: the Kazakh page showed a Russian case and "1 day", "±10 cm". What the demo
 * data has in Kazakh is shown in Kazakh, units included; what exists only in Russian (the product
 * cards, spec §7) says so with `lang`. No text is in another script than its element declares.
 */

/** Names kept as they are in every language: the products (from the API), brand, switch, zone. */
async function allowedNames(): Promise<string[]> {
  const response = await fetch(`${LOOPBACK_ORIGIN}/api/v1/products/?locale=ru&limit=100`);
  const products = ((await response.json()) as { items: { name: string }[] }).items;
  const names = [...products.map(({ name }) => name), 'Ferrum Digital', 'UTC', 'RU', 'KZ', 'EN'];
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

for (const width of [1440, 375] as const) {
  test(`/kz/ at ${width} px: every text in its element's script, the cases and units in Kazakh`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto('/kz/?noRedirect');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await waitForHydration(page);

    const cases = page.getByRole('region', { name: 'Кейстер' });
    const cards = cases.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    // The demo data carries every case the page shows in Kazakh: none falls back to Russian.
    await expect(cases.locator('[lang]')).toHaveCount(0);
    await expect(cases.getByText('±10\u00a0см', { exact: true })).toBeVisible();
    await expect(cases.getByText('1\u00a0күн', { exact: true })).toBeVisible();
    await expect(cases).not.toContainText(/\b(cm|day)\b/);

    // The product cards are Russian (spec §7) and say so.
    await expect(page.getByRole('heading', { name: 'Диспетчер', exact: true })).toHaveAttribute(
      'lang',
      'ru',
    );

    expect(otherScriptTexts(await visibleTexts(page), await allowedNames())).toEqual([]);
    expect(await unmarkedOtherLanguageLinks(page)).toEqual([]);
  });
}
