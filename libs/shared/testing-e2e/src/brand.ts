import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Issue 15 "one brand on every host": the page is set in the design system's brand font (the
 * first family of `--font-family-base`, loaded, not a fallback) and uses its palette, and, where
 * the host has a header, shows the group's logo mark.
 */
export async function expectOneBrand(page: Page, { logo = true }: { logo?: boolean } = {}) {
  const brand = await page.evaluate(async () => {
    await document.fonts.ready;
    const root = getComputedStyle(document.documentElement);
    const family = root.getPropertyValue('--font-family-base').trim();
    const first =
      family
        .split(',')[0]
        ?.trim()
        .replace(/^['"]|['"]$/g, '') ?? '';
    const heading = document.querySelector('h1');
    return {
      first,
      body: getComputedStyle(document.body).fontFamily,
      heading: heading ? getComputedStyle(heading).fontFamily : '',
      loaded: first ? document.fonts.check(`16px "${first}"`, 'Ф') : false,
      accent: root.getPropertyValue('--color-action-accent').trim(),
      bodyMargin: getComputedStyle(document.body).margin,
    };
  });
  expect(brand.first, 'the design system names a brand font').not.toBe('');
  expect(brand.body.startsWith(`"${brand.first}"`) || brand.body.startsWith(brand.first)).toBe(
    true,
  );
  expect(brand.heading).toBe(brand.body);
  expect(brand.loaded, `${brand.first} is loaded`).toBe(true);
  expect(brand.accent, 'the design tokens are on the page').not.toBe('');
  expect(brand.bodyMargin, 'the page fills the window (no user-agent body margin)').toBe('0px');
  if (logo) await expect(page.locator('[data-brand-logo]').first()).toBeVisible();
}
