import { expect, test } from '@playwright/test';
import { tapBeforeHydration, watchForErrors } from '@corp/shared/testing-e2e';
import { ASIA_ORIGIN } from './origins';

/**
 * Issue 42, point 2, Asia: the request button tapped as soon as it is painted, on a phone at
 * Lighthouse's mobile settings, with the page's scripts held back until the tap has been made:
 * the request dialog opens once the page runs.
 */

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('the request button tapped before the page runs opens the request dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  await tapBeforeHydration(page, `${ASIA_ORIGIN}/ru/`, (p) =>
    p.getByRole('main').getByRole('button', { name: 'Отправить заявку' }).first(),
  );
  await expect(page.getByRole('dialog', { name: 'Оставить заявку' })).toBeVisible({
    timeout: 60_000,
  });
  expect(errors).toEqual([]);
});
