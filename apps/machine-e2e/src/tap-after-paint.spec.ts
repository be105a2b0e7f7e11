import { expect, test } from '@playwright/test';
import { waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';
import { LANDING_PATH } from './origins';

/**
 * Issue 46, goal 4: no tap is lost at any moment after paint. A section fades in as it scrolls
 * into view (spec: fade-in); a finger that goes down on a button of it while it comes in and lifts
 * once it is in gets the button's answer. The section's transitions are held at a quarter of their
 * way while the finger goes down (where a visitor sees the section coming in), then run to their
 * end before it lifts; nothing here measures time.
 */
test('a module’s details button pressed as its section fades in opens the dialog', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.addInitScript(() => window.sessionStorage.setItem('course-popup-seen', '1'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(LANDING_PATH);
  await waitForHydration(page);

  const button = page.getByRole('button', { name: 'Подробнее о модуле' }).first();
  const section = button.locator('xpath=ancestor::*[@data-state][1]');
  await expect(section).toHaveAttribute('data-state', 'hidden');
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(section).toHaveAttribute('data-state', 'shown');
  await section.evaluate((element) => {
    for (const animation of element.getAnimations()) {
      animation.pause();
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      animation.currentTime = duration / 4;
    }
  });

  // Down on the button as it shows now, a few pixels above its lower edge …
  const box = await button.boundingBox();
  if (!box) throw new Error('the button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 3);
  await page.mouse.down();
  // … up once the section is in.
  await section.evaluate((element) =>
    Promise.all(
      element.getAnimations().map((animation) => {
        animation.play();
        return animation.finished;
      }),
    ),
  );
  await page.mouse.up();

  const dialog = page.getByRole('dialog');
  // The dialog's code loads on its first use: 15 s on a busy machine.
  await expect(dialog.getByText(/^Занятия: /)).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
