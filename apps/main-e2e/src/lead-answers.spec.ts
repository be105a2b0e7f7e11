import { expect, test } from '@playwright/test';
import { leadRow, marketingDelivery, watchForErrors } from '@corp/shared/testing-e2e';
import {
  expectAccessible,
  fillContact,
  open,
  send,
  texts,
  theDialog,
  uniqueEmail,
} from './lead-steps';

/**
 * Issue 42: no page, recording or demo leaves a visitor empty-handed. Each flow starts where a
 * visitor starts, sees what the success gives them, and finds the lead in the marketing export
 * and in what the marketing webhook received.
 */

test.describe('what a lead gives back', () => {
  test.use({ reducedMotion: 'reduce' });

  test('ru: "Связаться с нами" on the hr page leads to the contacts page’s own form, which sends a contact lead', async ({
    page,
    request,
  }) => {
    const errors = watchForErrors(page);
    const email = uniqueEmail('contacts-ru');
    await open(page, '/ru/about/hr/');
    // The hr page has no form of its own (spec §4): its header's button leads to the contacts page.
    await page.getByRole('banner').getByRole('link', { name: 'Связаться с нами' }).first().click();
    await page.waitForURL(/\/ru\/contacts\/#contact-form$/);
    // The page's own form, in its main content (not the footer's).
    const region = page.getByRole('main').getByRole('region', { name: 'Форма обратной связи' });
    const form = region.getByRole('form', { name: 'Оставить заявку' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(region).toBeInViewport();
    // One contact form on the page: the footer shows none beside it.
    await expect(page.locator('#contact-form')).toHaveCount(1);
    await expect(page.getByRole('form')).toHaveCount(1);

    await fillContact(page, form, 'ru', { email });
    await send(form, 'Отправить');
    await theDialog(page, texts.ru.thanks);

    expect(await leadRow(request, email)).toMatchObject({
      type: 'contact',
      source: 'footer/form',
      page: '/ru/contacts/',
      locale: 'ru',
      firstName: 'Anna',
      industry: '1',
    });
    expect(await marketingDelivery(request, email)).toMatchObject({
      path: '/marketing/footer/form',
      body: {
        firstName: 'Anna',
        lastName: 'Virtanen',
        type: 'contact',
        page: '/ru/contacts/',
        locale: 'ru',
        customFields: { industry: 'Машиностроение и металлообработка' },
      },
    });
    expect(errors).toEqual([]);
  });

  test('en: the contacts page has its own form too, and no second one in the footer', async ({
    page,
  }) => {
    await open(page, '/contacts/');
    const region = page.getByRole('main').getByRole('region', { name: 'Contact form' });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('form', { name: 'Send a request' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('#contact-form')).toHaveCount(1);
    await expect(page.getByRole('form')).toHaveCount(1);
    await expect(page.getByRole('contentinfo').getByRole('form')).toHaveCount(0);
  });

  test('en: a recording without a password gives its link (the API’s recording)', async ({
    page,
    request,
  }) => {
    const errors = watchForErrors(page);
    const email = uniqueEmail('recording');
    await open(page, '/news/webinars/');
    const card = page
      .getByRole('region', { name: 'Webinar recordings' })
      .getByRole('article')
      .filter({ hasText: 'Underground positioning that actually improves safety' });
    await card.getByRole('button', { name: /^Watch the recording/ }).click();
    const dialog = await theDialog(page, 'Watch the recording');
    await fillContact(page, dialog, 'en', { email });
    await send(dialog, 'Send');

    const success = await theDialog(page, 'Thank you!');
    await expect(success).toContainText('The recording is ready to watch.');
    const link = success.getByRole('link', { name: 'Go to the recording' });
    await expect(link).toHaveAttribute(
      'href',
      'https://webinar.ferrum-digital.example/watch/underground-positioning',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(success.getByRole('button', { name: 'Copy' })).toHaveCount(0);
    await expectAccessible(page);

    expect(await leadRow(request, email)).toMatchObject({
      type: 'webinar-popup',
      event: 'underground-positioning',
      source: 'modal/form',
    });
    expect(await marketingDelivery(request, email)).toMatchObject({
      path: '/marketing/modal/form',
      body: {
        email,
        type: 'webinar-popup',
        page: '/news/webinars/',
        locale: 'en',
        firstName: 'Anna',
      },
    });
    expect(errors).toEqual([]);
  });

  const demos = [
    {
      locale: 'en',
      path: '/product/mdcplus/',
      product: 'mdcplus',
      label: 'Request a demo',
      submit: 'Send',
      scheduled: 'Our experts will contact you to schedule the demo',
      online: 'Open the online demo',
      ready: 'Your file is ready',
    },
    {
      locale: 'ru',
      path: '/ru/product/openmine/',
      product: 'openmine',
      label: 'Запросить демонстрацию',
      submit: 'Отправить',
      scheduled: 'свяжутся с вами, чтобы согласовать удобное для вас время демонстрации',
      online: 'Открыть онлайн-демо',
      ready: 'Ваш файл готов',
    },
  ] as const;

  for (const demo of demos) {
    test(`${demo.locale}: a demo request says a demo will be scheduled and shows the online demo`, async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const email = uniqueEmail(`demo-${demo.locale}`);
      await open(page, demo.path);
      await page.getByRole('main').getByRole('button', { name: demo.label }).first().click();
      const dialog = await theDialog(page, demo.label);
      await fillContact(page, dialog, demo.locale, { email });
      await send(dialog, demo.submit);

      const success = await theDialog(page, texts[demo.locale].thanks);
      await expect(success).toContainText(demo.scheduled);
      await expect(success).not.toContainText(demo.ready);
      const online = success.getByRole('link', { name: demo.online });
      await expect(online).toHaveAttribute(
        'href',
        `https://demo.ferrum-digital.example/${demo.product}/`,
      );
      await expect(online).toHaveAttribute('target', '_blank');
      await expectAccessible(page);

      expect(await leadRow(request, email)).toMatchObject({
        type: 'demo',
        product: demo.product,
        locale: demo.locale,
        source: 'modal/form',
      });
      expect(await marketingDelivery(request, email)).toMatchObject({
        path: '/marketing/modal/form',
        // The page the visitor ended on: /product/mdcplus/ is served as /product/dispatcher/ (§2.4).
        body: {
          email,
          type: 'demo',
          product: demo.product,
          page: new URL(page.url()).pathname,
          locale: demo.locale,
        },
      });
      expect(errors).toEqual([]);
    });
  }
});
