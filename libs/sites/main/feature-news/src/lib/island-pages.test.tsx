import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { RouteStateContext } from '@corp/shared/document';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { CasePage } from './CasePage/CasePage';
import { CasesPage } from './CasesPage/CasesPage';
import { EventsPage } from './EventsPage/EventsPage';
import { MediaItemPage } from './MediaItemPage/MediaItemPage';
import { MediaListPage } from './MediaListPage/MediaListPage';
import { WebinarsPage } from './WebinarsPage/WebinarsPage';
import { loadCasesPage } from './loaders/case-loaders.server';
import { loadEventsPage, loadWebinarsPage } from './loaders/event-loaders.server';
import { loadMediaItemPage, loadMediaListPage } from './loaders/media-loaders.server';
import { loaderArgs } from './testing/render-page';
import { NOW } from './testing/test-support';

const server = setupServer(...createApiHandlers({ now: () => NOW }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * A page's HTML with nothing above it but its path and texts: no router and no modal provider,
 * as the HTML outside an island page's parts is in the browser (ADR 0032). What needs either
 * (a router hook, `useModal`) throws here.
 */
function staticHtml(page: ReactElement, locale: Locale, path: string): string {
  return renderToString(
    <RouteStateContext value={{ pathname: path, matches: null }}>
      <I18nProvider locale={locale}>{page}</I18nProvider>
    </RouteStateContext>,
  );
}

describe('the island pages’ HTML outside their parts', () => {
  it('needs no router and no modal provider: events, webinars, cases', async () => {
    const { seo: _events, ...events } = await loadEventsPage(loaderArgs('/events/'));
    expect(staticHtml(<EventsPage {...events} />, 'en', '/events/')).toContain('Upcoming events');

    const { seo: _webinars, ...webinars } = await loadWebinarsPage(loaderArgs('/news/webinars/'));
    expect(staticHtml(<WebinarsPage {...webinars} />, 'en', '/news/webinars/')).toContain(
      'Upcoming webinars',
    );

    const list = await loadCasesPage(loaderArgs('/cases/'));
    if (list.view !== 'list') throw new Error('expected the list');
    const { seo: _list, view: _listView, ...cases } = list;
    expect(staticHtml(<CasesPage {...cases} />, 'en', '/cases/')).toContain(
      '/cases/sibneft-esp-optimisation/',
    );

    const path = '/cases/kazakh-copper-dispatching/';
    const one = await loadCasesPage(loaderArgs(path, { code: 'kazakh-copper-dispatching' }));
    if (one.view !== 'case') throw new Error('expected a case');
    const { seo: _case, view: _caseView, ...item } = one;
    // Its dialog buttons are there (as `ModalButton`s, server HTML on an island page).
    expect(staticHtml(<CasePage {...item} />, 'en', path)).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*>Request a similar project/,
    );
  });

  it('needs no router and no modal provider: media lists and items', async () => {
    for (const [path, variant] of [
      ['/news/media/', 'all'],
      ['/news/media/special/', 'special'],
    ] as const) {
      const { seo: _seo, ...page } = await loadMediaListPage(loaderArgs(path), variant);
      expect(staticHtml(<MediaListPage {...page} />, 'en', path)).toContain('shown');
    }
    for (const [path, code, special] of [
      ['/news/media/video-dumptruck-advisor-tyres/', 'video-dumptruck-advisor-tyres', false],
      [
        '/news/media/special/special-oil-field-of-the-future/',
        'special-oil-field-of-the-future',
        true,
      ],
    ] as const) {
      const { seo: _seo, ...page } = await loadMediaItemPage(loaderArgs(path, { code }), special);
      expect(staticHtml(<MediaItemPage {...page} />, 'en', path)).toMatch(
        /<button[^>]*aria-haspopup="dialog"[^>]*>Subscribe/,
      );
    }
  });
});
