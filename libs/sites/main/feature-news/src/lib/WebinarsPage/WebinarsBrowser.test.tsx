import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadWebinarsPage } from '../loaders/event-loaders.server';
import { loaderArgs } from '../testing/render-page';
import { renderPart } from '../testing/render-part';
import { NOW, openedWith } from '../testing/test-support';
import { WebinarsBrowser } from './WebinarsBrowser.island';

const queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/webinars/', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
  }),
  ...createApiHandlers({ now: () => NOW }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
});
afterAll(() => server.close());

const cards = (name: string) =>
  within(screen.getByRole('region', { name })).queryAllByRole('article');

/** The webinars page's part, from the props its island's JSON gives it (ADR 0032). */
async function renderBrowser(path: string) {
  const { locale, industries, upcoming, archive } = await loadWebinarsPage(loaderArgs(path));
  queries.length = 0;
  return renderPart(WebinarsBrowser, { locale, industries, upcoming, archive }, { locale, path });
}

describe('WebinarsBrowser (the webinars page’s part)', () => {
  it('hydrates the server’s lists, filters them by industry through the API and by format, with no router', async () => {
    const { recoverableErrors } = await renderBrowser('/ru/news/webinars/');
    expect(recoverableErrors).toEqual([]);
    expect(cards('Ближайшие вебинары').length).toBeGreaterThan(1);
    expect(queries).toHaveLength(0);

    fireEvent.click(screen.getByRole('combobox', { name: 'Отрасль' }));
    fireEvent.click(screen.getByRole('option', { name: 'Горная добыча' }));
    await waitFor(() => expect(cards('Ближайшие вебинары')).toHaveLength(1));
    expect(queries.map((query) => query.get('industry'))).toEqual(['4', '4']);

    fireEvent.click(screen.getByRole('combobox', { name: 'Формат' }));
    fireEvent.click(screen.getByRole('option', { name: 'Записи' }));
    expect(screen.queryByRole('region', { name: 'Ближайшие вебинары' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Записи вебинаров' })).toBeInTheDocument();
  });

  it('opens the watch-webinar form in the page’s modal host, another island', async () => {
    await renderBrowser('/news/webinars/');
    const first = cards('Upcoming webinars')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /^Register/ }));
    expect(openedWith(screen.getByRole('dialog', { name: 'watch-webinar' }))).toMatchObject({
      mode: 'register',
      calendar: '/news/webinars/dispatching-mixed-fleets/calendar.ics',
    });
  });
});
