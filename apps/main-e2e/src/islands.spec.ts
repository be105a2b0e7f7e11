import { expect, test } from '@playwright/test';
import { leadRow, waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';
import {
  fillContact,
  open,
  openNotFoundPage,
  send,
  texts,
  theDialog,
  uniqueEmail,
} from './lead-steps';

/**
 * Issue 46, ADR 0032: the main site's pages whose content is static are served as islands:
 * server HTML in which only the header, the side menu, the footer with its form and the modal
 * host hydrate, with no React Router in the browser. What a visitor does there still works.
 */
test.describe('a main-site island page', () => {
  test.use({ reducedMotion: 'reduce' });

  test('loads no React Router; its menu, newsletter dialog and footer form work, and the lead names the page', async ({
    page,
    request,
  }) => {
    const errors = watchForErrors(page);
    const scripts: string[] = [];
    page.on('request', (each) => {
      if (each.resourceType() === 'script') scripts.push(new URL(each.url()).pathname);
    });
    await open(page, '/about/');
    await expect(page.locator('html')).toHaveAttribute('data-islands', '');
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    expect(scripts.filter((script) => /\/framework-/.test(script))).toEqual([]);

    // The header's menu opens (an island) and its links load documents.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Company' }).click();
    await expect(menu.getByRole('link', { name: 'Careers' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The footer's newsletter button opens the page's dialog (another island hosts it).
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    const newsletter = await theDialog(page, 'Subscribe to news');
    await newsletter.getByRole('button', { name: texts.en.close }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // "Contact us" scrolls to the footer form, which mounts and sends a lead of this page.
    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).first().click();
    const form = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Contact form' })
      .getByRole('form');
    await expect(form).toBeVisible({ timeout: 15_000 });
    const email = uniqueEmail('island-about');
    await fillContact(page, form, 'en', { email });
    await send(form, 'Send');
    await theDialog(page, texts.en.thanks);
    expect(await leadRow(request, email)).toMatchObject({
      type: 'contact',
      source: 'footer/form',
      page: '/about/',
      locale: 'en',
    });
    expect(errors).toEqual([]);
  });

  test('a menu link loads the next page as a document, from the not-found page too', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await open(page, '/ru/about/');
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await menu.getByRole('button', { name: 'Компания' }).click();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await menu.getByRole('link', { name: 'Контакты' }).click();
    await page.waitForURL(/\/ru\/contacts\/$/);
    await waitForHydration(page);
    // A document load, to another island page.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-islands', '');

    // The not-found page is an island page too: its menu's links load documents.
    await openNotFoundPage(page, '/ru/no-such-page/', errors);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const back = page.getByRole('navigation', { name: 'Главное меню' });
    await back.getByRole('button', { name: 'Компания' }).click();
    await back.getByRole('link', { name: 'О компании' }).click();
    await page.waitForURL(/\/ru\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('the progress bar runs while a link loads the next document (spec §2.8)', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await open(page, '/about/');
    await waitForHydration(page);
    // The next document is slow to come: the bar shows meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/about/hr/', async (route) => {
      await held;
      await route.continue();
    });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Company' }).click();
    // Locators and evaluations wait for a navigation under way: the page reports the bar itself.
    const shown: (string | null)[] = [];
    await page.exposeFunction('progressShown', (label: string | null) => shown.push(label));
    await page.evaluate(() => {
      const report = (window as unknown as { progressShown: (label: string | null) => void })
        .progressShown;
      new MutationObserver((_records, observer) => {
        const bar = document.querySelector('[role="progressbar"]');
        if (!bar || bar.getBoundingClientRect().height === 0) return;
        observer.disconnect();
        report(bar.getAttribute('aria-label'));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await menu.getByRole('link', { name: 'Careers' }).click({ noWaitAfter: true });
    await expect.poll(() => shown).toEqual(['Page loading']);
    release();
    await page.waitForURL(/\/about\/hr\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
