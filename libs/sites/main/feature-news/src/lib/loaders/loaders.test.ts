import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loaderArgs, NOW, thrown } from '../testing/render-page';
import { loadCasesPage } from './case-loaders.server';
import { loadEventPage, loadEventsPage, loadWebinarsPage } from './event-loaders.server';
import { loadMediaItemPage, loadMediaListPage } from './media-loaders.server';
import { loadPodcastPage, loadPodcastsPage } from './podcast-loaders.server';

const seen: URL[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    seen.push(new URL(request.url));
  }),
  ...createApiHandlers({ now: () => NOW }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const failing = (path: string) =>
  server.use(http.all(`*/api/v1/${path}`, () => new HttpResponse(null, { status: 500 })));

describe('media loaders', () => {
  it('loads the filters and page 1 of six, with content SEO when the SEO call has none', async () => {
    server.use(http.get('*/api/v1/seo/page/', () => new HttpResponse(null, { status: 404 })));
    const page = await loadMediaListPage(loaderArgs('/news/media/'), 'all');
    expect(page.firstPage.items).toHaveLength(6);
    expect(page.firstPage.count).toBe(27);
    expect(page.filterGroups.map((group) => group.code)).toEqual([
      'type',
      'industry',
      'product',
      'tag',
      'year',
    ]);
    expect(page.seo.title).toBe('News and media | Ferrum Digital');
    const newsCalls = seen.filter((url) => url.pathname === '/api/v1/news/');
    expect(newsCalls.map((url) => url.searchParams.get('mainNews'))).toContain('true');
    expect(newsCalls.map((url) => url.searchParams.get('topNews'))).toContain('true');
    expect(page.news?.lead?.text.length).toBeGreaterThan(0);
    expect(page.news?.lead).not.toHaveProperty('mainNews');
    // The list's first page as its cards: no item's full text in the page's HTML.
    expect(page.firstPage.items[0]).toMatchObject({
      code: expect.any(String),
      tags: expect.any(Array),
    });
    expect(page.firstPage.items[0]).not.toHaveProperty('text');
    expect(page.seo.canonical).toBe('http://site.test/news/media/');
  });

  it('loads only special projects on the special projects page', async () => {
    const page = await loadMediaListPage(loaderArgs('/ru/news/media/special/'), 'special');
    expect(page.locale).toBe('ru');
    expect(page.firstPage.items.length).toBeGreaterThan(0);
    expect(page.firstPage.items.every((item) => item.special)).toBe(true);
    expect(page.news).toBeUndefined();
  });

  it('leaves the list empty when its calls fail (spec §8)', async () => {
    failing('media/');
    failing('media/filters/');
    const page = await loadMediaListPage(loaderArgs('/news/media/'), 'all');
    expect(page.firstPage).toEqual({ items: [], count: 0 });
    expect(page.filterGroups).toEqual([]);
  });

  it('loads an item with its products, industry and related items', async () => {
    const page = await loadMediaItemPage(
      loaderArgs('/news/media/review-energy-efficiency-2026/', {
        code: 'review-energy-efficiency-2026',
      }),
      false,
    );
    expect(page.item.title).toBe(
      'Energy efficiency in heavy industry 2026: measured savings, not promises',
    );
    expect(page.products.map((product) => product.code)).toEqual([
      'mass-energy',
      'industrial-iot-platform',
    ]);
    expect(page.industryName).toBe('Energy and utilities');
    expect(page.related.map((item) => item.code)).not.toContain('review-energy-efficiency-2026');
    expect(page.seo.image).toBe(
      'http://site.test/images/art/media/review-energy-efficiency-2026-desktop.svg',
    );
  });

  it('redirects (301) to / when the item fails to load (spec §2.2)', async () => {
    expect(
      await thrown(() =>
        loadMediaItemPage(loaderArgs('/news/media/no-such/', { code: 'no-such' }), false),
      ),
    ).toEqual({ status: 301, location: '/' });
    failing('media/:code/');
    expect(
      await thrown(() =>
        loadMediaItemPage(
          loaderArgs('/news/media/review-energy-efficiency-2026/', {
            code: 'review-energy-efficiency-2026',
          }),
          false,
        ),
      ),
    ).toEqual({ status: 301, location: '/' });
  });

  it('sends a special project asked for at the other path to its own page', async () => {
    expect(
      await thrown(() =>
        loadMediaItemPage(
          loaderArgs('/ru/news/media/special-oil-field-of-the-future/', {
            code: 'special-oil-field-of-the-future',
          }),
          false,
        ),
      ),
    ).toEqual({ status: 301, location: '/ru/news/media/special/special-oil-field-of-the-future/' });
  });
});

describe('podcast loaders', () => {
  it('loads the seasons', async () => {
    const page = await loadPodcastsPage(loaderArgs('/news/podcasts/'));
    expect(page.seasons.map((season) => season.items.length)).toEqual([6, 6]);
  });

  it.each([
    ['2', [1, 3, 4]],
    ['7', [6, 5, 4]],
  ])('episode %s offers the other releases %j (spec §4)', async (id, others) => {
    const page = await loadPodcastPage(loaderArgs(`/news/podcasts/${id}/`, { id }));
    expect(page.episode.id).toBe(Number(id));
    expect(page.others.map((episode) => episode.id)).toEqual(others);
  });

  it('answers an unknown or malformed id with a 404', async () => {
    expect(
      (await thrown(() => loadPodcastPage(loaderArgs('/news/podcasts/99/', { id: '99' })))).status,
    ).toBe(404);
    expect(
      (await thrown(() => loadPodcastPage(loaderArgs('/news/podcasts/abc/', { id: 'abc' }))))
        .status,
    ).toBe(404);
  });
});

describe('events and webinars loaders', () => {
  it('loads the promo and page 1 of upcoming events and of the English archive', async () => {
    const page = await loadEventsPage(loaderArgs('/events/'));
    expect(page.promo?.code).toBe('digital-mine-forum-2026');
    expect(page.upcoming.items.length).toBeLessThanOrEqual(9);
    expect(page.upcoming.totalCount).toBe(8);
    const archiveCall = seen.find((url) => url.searchParams.get('showAfterEndEn') === 'true');
    expect(archiveCall?.searchParams.get('limit')).toBe('9');
    expect(page.industries).toHaveLength(6);
    // The page's HTML carries the cards and the promo, not the events' pages.
    expect(page.upcoming.items[0]).toMatchObject({
      code: expect.any(String),
      formTitle: expect.any(String),
    });
    expect(page.upcoming.items[0]).not.toHaveProperty('text');
    expect(page.upcoming.items[0]).not.toHaveProperty('image');
    expect(page.promo).toMatchObject({
      target: expect.any(String),
      hasDropEmail: expect.any(Boolean),
    });
    expect(page.promo).not.toHaveProperty('text');
    expect(page.promo).not.toHaveProperty('program');
  });

  it('has no promo and empty lists when the events calls fail', async () => {
    failing('events/');
    const page = await loadEventsPage(loaderArgs('/events/'));
    expect(page.promo).toBeNull();
    expect(page.upcoming.items).toEqual([]);
    expect(page.archive.items).toEqual([]);
  });

  it('loads an event and answers an unknown code with a 404', async () => {
    const page = await loadEventPage(
      loaderArgs('/ru/events/digital-mine-forum-2026/', { code: 'digital-mine-forum-2026' }),
    );
    expect(page.event.name).toBe('Форум «Цифровой рудник — 2026»');
    expect(page.industryName).toBe('Горная добыча');
    expect(
      (await thrown(() => loadEventPage(loaderArgs('/events/x/', { code: 'x' })))).status,
    ).toBe(404);
    expect(
      (await thrown(() => loadEventPage(loaderArgs('/events/A%20B/', { code: 'A B' })))).status,
    ).toBe(404);
  });

  it('tells whether the event is over as at CONTENT_NOW, the instant of the API’s lists', async () => {
    const load = () =>
      loadEventPage(
        loaderArgs('/events/digital-mine-forum-2026/', { code: 'digital-mine-forum-2026' }),
      );
    try {
      process.env['CONTENT_NOW'] = NOW.toISOString();
      expect((await load()).ended).toBe(false);
      // The forum ended on 4 December 2026, 18:00 Moscow time.
      process.env['CONTENT_NOW'] = '2026-12-04T15:00:01Z';
      expect((await load()).ended).toBe(true);
    } finally {
      delete process.env['CONTENT_NOW'];
    }
  });

  it('loads upcoming webinars and the Russian recordings on /ru/', async () => {
    const page = await loadWebinarsPage(loaderArgs('/ru/news/webinars/'));
    expect(page.upcoming.items.length).toBeGreaterThan(0);
    expect(page.archive.items.length).toBeGreaterThan(0);
    expect(seen.some((url) => url.searchParams.get('showAfterEndRu') === 'true')).toBe(true);
  });
});

describe('cases loader', () => {
  it('lists every case without a code', async () => {
    const page = await loadCasesPage(loaderArgs('/cases/'));
    expect(page.view).toBe('list');
    if (page.view === 'list') {
      expect(page.cases).toHaveLength(11);
      expect(page.cases[0]).toMatchObject({
        industry: expect.any(Number),
        date: expect.any(String),
      });
      expect(page.cases[0]).not.toHaveProperty('challenge');
      expect(page.cases[0]?.results).toHaveLength(1);
    }
  });

  it('shows a case with a code, and 404 for an unknown one', async () => {
    const page = await loadCasesPage(
      loaderArgs('/cases/east-kazakhstan-gold-drill-blast/', {
        code: 'east-kazakhstan-gold-drill-blast',
      }),
    );
    expect(page.view).toBe('case');
    if (page.view === 'case') {
      expect(page.item.company).toBe('East Kazakhstan Gold');
      expect(page.products.map((product) => product.code)).toEqual([
        'precisiondrill',
        'fragmentation',
        'robodrill',
      ]);
      expect(page.related.every((item) => item.industry === 4)).toBe(true);
      expect(page.related.map((item) => item.code)).not.toContain(
        'east-kazakhstan-gold-drill-blast',
      );
    }
    expect(
      (await thrown(() => loadCasesPage(loaderArgs('/cases/nope/', { code: 'nope' })))).status,
    ).toBe(404);
  });
});
