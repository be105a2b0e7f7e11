import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { waitForHydration, watchForErrors } from '@corp/shared/testing-e2e';
import { openNotFoundPage } from './lead-steps';

/**
 * The interactive parts of the main site working in Chromium as a visitor uses them (spec §2.8,
 * §4, §9): the header's dropdowns, in-page anchors and the side menu, the lists' filters and
 * pagination, a slider and the press kit's photogallery modal. Each test also fails on a console
 * error.
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
  // The product pages' brochure offer opens by itself once per session; these tests are about
  // other parts (the offer has its own test in leads.spec.ts).
  await page.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1'));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** Chooses an option of one of the site's selects (a combobox with a listbox). */
async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toContainText(option);
}

/** The titles of the cards (articles) of a list, in order. */
function titles(list: Locator): Promise<string[]> {
  return list.getByRole('article').getByRole('heading').allTextContents();
}

/**
 * Waits until the lists in `scope` have their cards (a list is `aria-busy` while its next cards
 * are on their way: the filter's change and the busy state come in one render), then checks that
 * every card shows `text` (its format or industry) and each list's pagination, if any, is on
 * page 1; returns how many cards there are (at least one).
 */
async function expectOnly(scope: Locator, text: string): Promise<number> {
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
  const cards = await scope.getByRole('listitem').getByRole('article').all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards)
    await expect(card.getByText(text, { exact: true }).first()).toBeVisible();
  const paginations = scope.getByRole('navigation', { name: /^(Pagination|Постраничная)/ });
  for (const current of await paginations.locator('[aria-current="page"]').all())
    await expect(current).toHaveText('1');
  return cards.length;
}

/** A Russian list of nine cards a page (spec §9) with its pagination, as a visitor pages it. */
class PagedList {
  readonly heading: Locator;
  readonly pagination: Locator;
  readonly previous: Locator;
  readonly next: Locator;

  constructor(
    readonly list: Locator,
    name: string,
  ) {
    this.heading = list.getByRole('heading', { level: 2, name, exact: true });
    this.pagination = list.getByRole('navigation', { name: 'Постраничная навигация' });
    this.previous = this.pagination.getByRole('button', { name: 'Предыдущая страница' });
    this.next = this.pagination.getByRole('button', { name: 'Следующая страница' });
  }

  /** Opens the page of the list named `region`: page 1 shows nine cards; with their titles. */
  static async open(page: Page, path: string, region: string): Promise<[PagedList, string[]]> {
    await open(page, path);
    const paged = new PagedList(page.getByRole('region', { name: region }), region);
    await expect(paged.list.getByRole('article')).toHaveCount(9);
    return [paged, await paged.on(1)];
  }

  /**
   * Checks the list is on `page`, and returns its cards' titles once they have come: the page
   * number and the list's busy state (`aria-busy`, until the cards come) change in one render.
   */
  async on(page: number, notAmong: readonly string[] = []): Promise<string[]> {
    await expect(
      this.pagination.getByRole('button', { name: `Страница ${page}`, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(this.list.locator('[aria-busy="true"]')).toHaveCount(0);
    const shown = await titles(this.list);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(9);
    expect(shown.filter((title) => notAmong.includes(title))).toEqual([]);
    return shown;
  }

  /** After a page change: the list's heading is in view and has the focus (§2.8). */
  async expectBroughtIntoView(): Promise<void> {
    await expect(this.heading).toBeFocused();
    await expect(this.heading).toBeInViewport();
  }
}

/** Distance of an element's top from the window's top, px. */
function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN,
    id,
  );
}

/** Waits until the element `id` has come to rest `offset` px below the window's top (±2 px). */
async function expectScrolledTo(page: Page, id: string, offset: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await topOf(page, id)) - offset), {
      message: `#${id} ${offset} px below the top`,
      // Smooth scrolling, and the images above the section loading meanwhile: on the CI machine
      // beside the other suites this has taken longer than an expectation's 5 s.
      timeout: 10_000,
    })
    .toBeLessThanOrEqual(2);
}

/** The id an in-page link points to (`#team` → `team`). */
async function anchorOf(link: Locator): Promise<string> {
  const id = ((await link.getAttribute('href')) ?? '').replace(/^#/, '');
  expect(id).not.toBe('');
  return id;
}

test.describe('the header menu at 1440 px', () => {
  test('a dropdown opens on hover and its link leads to the page, in the page', async ({
    page,
  }) => {
    // The not-found page: its layout's header is hydrated as on every page (ADR 0032).
    await openNotFoundPage(page, '/no-such-page/', errors);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const company = menu.getByRole('button', { name: 'Company' });
    const careers = menu.getByRole('link', { name: 'Careers' });
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(careers).toBeHidden();

    await company.hover();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(careers).toBeVisible();
    // Moving to another section swaps the dropdowns.
    await menu.getByRole('button', { name: 'Industries' }).hover();
    await expect(careers).toBeHidden();
    await company.hover();
    await careers.click();

    await expect(page).toHaveURL(/\/about\/hr\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(company).toHaveAttribute('aria-expanded', 'false');
  });

  test('the keyboard opens a dropdown, moves through it and follows a link', async ({ page }) => {
    await open(page, '/ru/');
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    const events = menu.getByRole('button', { name: 'События' });
    await events.focus();
    await page.keyboard.press('Enter');
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    const first = menu.getByRole('link', { name: 'Все мероприятия' });
    await expect(first).toBeFocused();
    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(events).toHaveAttribute('aria-expanded', 'false');
    await expect(events).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Вебинары' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/ru\/news\/webinars\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вебинары');
  });
});

test.describe('in-page anchors', () => {
  // Smooth scrolling as most visitors get it: the test waits for where the section comes to rest.
  test("the header's section menu scrolls a section to 150 px below the top", async ({ page }) => {
    await open(page, '/about/');
    const sections = page.getByRole('banner').getByRole('navigation', { name: 'On this page' });
    const link = sections.getByRole('link', { name: 'Where we work' });
    const id = await anchorOf(link);
    await link.click();
    // Spec §9: the scroll offset to an element is 150 px.
    await expectScrolledTo(page, id, 150);
  });

  test.describe('with reduced motion (instant scrolling)', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the side menu scrolls to its section, and the marked section follows the scroll', async ({
      page,
    }) => {
      await open(page, '/product/flow/');
      const sideMenu = page.getByRole('complementary').getByRole('navigation', {
        name: 'On this page',
      });
      const links = sideMenu.getByRole('link');
      await expect(links).not.toHaveCount(0);
      await expect(links.first()).toHaveAttribute('aria-current', 'location');
      const cases = sideMenu.getByRole('link', { name: 'Customer cases' });
      const casesId = await anchorOf(cases);

      await cases.click();
      // Spec §4: the side menu scrolls a section to 227 px below the top.
      await expectScrolledTo(page, casesId, 227);
      await expect(cases).toHaveAttribute('aria-current', 'location');
      await expect(sideMenu.locator('[aria-current]')).toHaveCount(1);

      // Scrolling back up marks the section now under the line.
      const capabilities = sideMenu.getByRole('link', { name: 'Capabilities' });
      const capabilitiesId = await anchorOf(capabilities);
      await page.evaluate((id) => {
        const section = document.getElementById(id);
        if (section) window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 150);
      }, capabilitiesId);
      await expect(capabilities).toHaveAttribute('aria-current', 'location');
      await expect(cases).not.toHaveAttribute('aria-current');

      // Back at the top the first section is marked again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(links.first()).toHaveAttribute('aria-current', 'location');
      await expect(sideMenu.locator('[aria-current]')).toHaveCount(1);
    });
  });
});

test.describe('the events list', () => {
  // The lists bring their heading into view on a page change: instantly, as reduced motion asks.
  test.use({ reducedMotion: 'reduce' });

  test('en: the format and industry filters show only matching events', async ({ page }) => {
    await open(page, '/events/');
    const filters = page.getByRole('group', { name: 'Filter events' });
    const lists = page.getByRole('region', { name: /^(Upcoming|Past) events$/ });
    await expect(lists).toHaveCount(2);
    const all = (await titles(lists.first())).length + (await titles(lists.last())).length;

    await choose(page, filters.getByRole('combobox', { name: 'Format' }), 'Online');
    expect(await expectOnly(page.getByRole('main'), 'Online')).toBeLessThan(all);

    await choose(page, filters.getByRole('combobox', { name: 'Format' }), 'All formats');
    await choose(page, filters.getByRole('combobox', { name: 'Industry' }), 'Mining');
    expect(await expectOnly(page.getByRole('main'), 'Mining')).toBeLessThan(all);
  });

  test('en: the first cards stay the server’s, their Register opens the registration, and so does a card a filter brought', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await open(page, '/events/');
    await waitForHydration(page);
    // ADR 0032: the part hydrates its filters, not the cards the server rendered.
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await expect(upcoming.getByRole('list')).toHaveAttribute('data-kept', '');
    const registration = page.getByRole('dialog');
    await upcoming.getByRole('button', { name: 'Register' }).first().click();
    // A dialog's code and texts load when it first opens: 15 s on a busy machine.
    await expect(registration.getByRole('textbox', { name: 'E-mail' })).toBeVisible({
      timeout: 15_000,
    });
    await page.keyboard.press('Escape');
    await expect(registration).toBeHidden();

    const filters = page.getByRole('group', { name: 'Filter events' });
    await choose(page, filters.getByRole('combobox', { name: 'Format' }), 'In person');
    await expectOnly(upcoming, 'In person');
    await expect(upcoming.getByRole('list')).not.toHaveAttribute('data-kept');
    await upcoming.getByRole('button', { name: 'Register' }).first().click();
    await expect(registration.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('ru: nine events a page, pagination, and a new filter starts again from page 1', async ({
    page,
  }) => {
    const [archive, firstPage] = await PagedList.open(page, '/ru/events/', 'Прошедшие мероприятия');
    await expect(archive.previous).toBeDisabled();

    await archive.pagination.getByRole('button', { name: 'Страница 2' }).click();
    const secondPage = await archive.on(2, firstPage);
    await archive.expectBroughtIntoView();
    await expect(archive.previous).toBeEnabled();
    await archive.previous.click();
    expect(await archive.on(1)).toEqual(firstPage);
    await archive.next.click();
    expect(await archive.on(2)).toEqual(secondPage);

    // A filter chosen on page 2 shows the first page of its events.
    const filters = page.getByRole('group', { name: 'Фильтр мероприятий' });
    await choose(page, filters.getByRole('combobox', { name: 'Формат' }), 'Очно');
    await expectOnly(archive.list, 'Очно');
  });
});

test.describe('the webinars list', () => {
  test.use({ reducedMotion: 'reduce' });

  test('en: the format filter picks the lists, the industry filter their webinars', async ({
    page,
  }) => {
    await open(page, '/news/webinars/');
    const filters = page.getByRole('group', { name: 'Filter webinars' });
    const upcoming = page.getByRole('region', { name: 'Upcoming webinars' });
    const recordings = page.getByRole('region', { name: 'Webinar recordings' });
    await expect(upcoming).toBeVisible();
    await expect(recordings).toBeVisible();

    const format = filters.getByRole('combobox', { name: 'Format' });
    await choose(page, format, 'Recordings');
    await expect(upcoming).toBeHidden();
    await expect(recordings).toBeVisible();
    await choose(page, format, 'Upcoming');
    await expect(upcoming).toBeVisible();
    await expect(recordings).toBeHidden();
    await choose(page, format, 'All webinars');

    await choose(page, filters.getByRole('combobox', { name: 'Industry' }), 'Mining');
    await expectOnly(page.getByRole('main'), 'Mining');
  });

  test('ru: recordings nine a page, and a new industry starts again from page 1', async ({
    page,
  }) => {
    const [recordings, firstPage] = await PagedList.open(
      page,
      '/ru/news/webinars/',
      'Записи вебинаров',
    );
    await recordings.next.click();
    await recordings.on(2, firstPage);
    await recordings.expectBroughtIntoView();

    const filters = page.getByRole('group', { name: 'Фильтр вебинаров' });
    await choose(page, filters.getByRole('combobox', { name: 'Отрасль' }), 'Горная добыча');
    await expectOnly(recordings.list, 'Горная добыча');
  });
});

for (const { path, texts } of [
  {
    path: '/news/media/',
    texts: {
      list: 'Materials',
      filters: 'Filter materials',
      format: 'Format',
      articles: 'Articles',
      article: 'Article',
      more: 'Show more',
      shown: (shown: number, total: number) => `${shown} of ${total} shown`,
    },
  },
  {
    path: '/ru/news/media/',
    texts: {
      list: 'Материалы',
      filters: 'Фильтр материалов',
      format: 'Формат',
      articles: 'Статьи',
      article: 'Статья',
      more: 'Показать ещё',
      shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
    },
  },
]) {
  test(`the media list ${path}: six a page, "more" appends, a new filter starts from page 1`, async ({
    page,
  }) => {
    await open(page, path);
    const list = page.getByRole('list', { name: texts.list, exact: true });
    const cards = list.getByRole('article');
    const more = page.getByRole('button', { name: texts.more });
    await expect(cards).toHaveCount(6);
    const firstPage = await titles(list);

    await more.click();
    await expect(cards).toHaveCount(12);
    // The next page is appended under the first.
    expect((await titles(list)).slice(0, 6)).toEqual(firstPage);

    // A format chosen after "more" shows the first six of its materials.
    const filters = page.getByRole('group', { name: texts.filters });
    await choose(page, filters.getByRole('combobox', { name: texts.format }), texts.articles);
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all())
      await expect(card.getByText(texts.article, { exact: true })).toBeVisible();
    await expect(page.getByText(texts.shown(6, 7))).toBeVisible();

    await more.click();
    await expect(cards).toHaveCount(7);
    await expect(more).toBeHidden();
    await expect(page.getByText(texts.shown(7, 7))).toBeVisible();
  });
}

test('the products slider advances with its arrows and bullets', async ({ page }) => {
  await open(page, '/');
  const slider = page.getByRole('group', { name: 'Our flagship products' });
  const slide = (index: number) => slider.getByRole('group', { name: new RegExp(`^${index} of `) });
  const next = slider.getByRole('button', { name: 'Next slide' });
  const previous = slider.getByRole('button', { name: 'Previous slide' });
  const bullets = slider.getByRole('list', { name: 'Choose a slide' });
  await slider.scrollIntoViewIfNeeded();
  // Three cards a view at 1440 px (spec §9): the first three are shown, the fourth is not.
  await expect(slide(1)).toBeInViewport();
  await expect(slide(3)).toBeInViewport();
  await expect(slide(4)).not.toBeInViewport();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(bullets.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await next.click();
  await expect(slide(4)).toBeInViewport();
  await expect(slide(1)).not.toBeInViewport();
  await expect(bullets.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(previous).toHaveAttribute('aria-disabled', 'false');

  const last = bullets.getByRole('button').last();
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(slider.getByRole('group', { name: / of (\d+)$/ }).last()).toBeInViewport();

  await bullets.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect(slide(1)).toBeInViewport();
});

test('the products slider loads Swiper only when used, and a swipe before that moves it', async ({
  page,
}) => {
  const swiperRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/swiper-core-[^/]*\.js$/.test(new URL(request.url()).pathname)) {
      swiperRequests.push(request.url());
    }
  });
  await open(page, '/');
  const slider = page.getByRole('group', { name: 'Our flagship products' });
  const slide = (index: number) => slider.getByRole('group', { name: new RegExp(`^${index} of `) });
  const bullets = slider.getByRole('list', { name: 'Choose a slide' });
  await slider.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForLoadState('networkidle');
  // In view and hydrated, with its bullets, but no Swiper yet: nobody has used it.
  await expect(bullets.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(swiperRequests).toEqual([]);

  // A swipe (the track's native scroll, as a finger moves it before any script): two slides on.
  await slider.locator('.swiper').evaluate((track) => {
    const third = track.querySelectorAll('.swiper-slide')[2];
    if (!third) throw new Error('fewer than three slides');
    track.scrollLeft = third.getBoundingClientRect().left - track.getBoundingClientRect().left;
  });
  await expect(bullets.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(swiperRequests).toHaveLength(1);
  await expect(slide(3)).toBeInViewport();
  await expect(slide(1)).not.toBeInViewport();
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
});

for (const { path, download } of [
  { path: '/presskit/', download: 'Download' },
  { path: '/ru/presskit/', download: 'Скачать' },
]) {
  test(`${path}: a gallery opens in the photogallery modal, which closes by button and Escape`, async ({
    page,
  }) => {
    await open(page, path);
    const galleries = page.getByRole('main').getByRole('article');
    const card = galleries.filter({ has: page.getByText(/^5 (photos|фото)$/) }).first();
    const opener = card.getByRole('heading').getByRole('button');
    const name = ((await opener.textContent()) ?? '').trim();
    const tags = await card.getByRole('listitem').allTextContents();
    expect(tags.length).toBeGreaterThan(0);

    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    const photos = dialog.getByRole('group', { name: /^\d+ (of|из) 5$/ });
    await expect(photos).toHaveCount(5);
    const first = photos.first();
    await expect(first).toBeInViewport();
    await expect(first.getByRole('img')).toBeVisible();
    // Each photo has its name and a Download link saving the file.
    const link = first.getByRole('link', { name: download });
    await expect(link).toHaveAttribute('download', /\S/);
    await expect(link).toHaveAttribute('href', /\S/);
    expect((await first.locator('figcaption').textContent())?.trim()).not.toBe(download);
    for (const tag of tags) await expect(dialog.getByText(tag, { exact: true })).toBeVisible();

    // The gallery's slider moves to the next photo.
    await dialog.getByRole('button', { name: /^(Next slide|Следующий слайд)$/ }).click();
    await expect(photos.nth(1)).toBeInViewport();
    await expect(first).not.toBeInViewport();
    await expect(photos.nth(1).getByRole('img')).toBeVisible();

    await dialog.getByRole('button', { name: /^(Close|Закрыть)/ }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('a footer link of the not-found page leads to its page, whose footer leads on', async ({
  page,
}) => {
  await openNotFoundPage(page, '/no-such-page/', errors);
  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('region', { name: 'Industries' })
    .getByRole('link', { name: 'Robotics' })
    .click();
  await expect(page).toHaveURL(/\/industries\/robotics\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footer
    .getByRole('region', { name: 'Company' })
    .getByRole('link', { name: 'Careers' })
    .click();
  await expect(page).toHaveURL(/\/about\/hr\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the footer’s lists are columns on a wide screen and collapse under their titles below 540 px', async ({
  page,
}) => {
  await open(page, '/about/');
  const footer = page.getByRole('contentinfo');
  const industries = footer.getByRole('region', { name: 'Industries' });
  const robotics = industries.getByRole('link', { name: 'Robotics' });
  const toggle = industries.getByRole('button', { name: 'Industries' });
  await expect(robotics).toBeVisible();
  await expect(toggle).toBeHidden();

  // A phone: the same HTML, the stylesheet folds each list under its title's button.
  await page.setViewportSize({ width: 412, height: 823 });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(robotics).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(robotics).toBeVisible();
  await expect(
    footer.getByRole('region', { name: 'Company' }).getByRole('link').first(),
  ).toBeHidden();
  await toggle.press('Enter');
  await expect(robotics).toBeHidden();
});
