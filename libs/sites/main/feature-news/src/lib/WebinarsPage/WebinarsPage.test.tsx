import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadWebinarsPage } from '../loaders/event-loaders.server';
import {
  cardPictureLoading,
  loaderArgs,
  NOW,
  openedWith,
  renderPage,
} from '../testing/render-page';
import { WebinarsPage } from './WebinarsPage';

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

async function renderWebinars(path: string) {
  const { seo: _seo, ...props } = await loadWebinarsPage(loaderArgs(path));
  queries.length = 0;
  return renderPage(<WebinarsPage {...props} />, { locale: props.locale, path });
}

const cards = (name: string) =>
  within(screen.getByRole('region', { name })).queryAllByRole('article');

describe('WebinarsPage', () => {
  it('shows upcoming webinars with registration and recordings to watch', async () => {
    await renderWebinars('/news/webinars/');
    expect(cards('Upcoming webinars')).toHaveLength(4);
    expect(cards('Webinar recordings')).toHaveLength(7);
    const first = cards('Upcoming webinars')[0] as HTMLElement;
    expect(
      within(first).getByText('26 November 2026, 11:00 AM Moscow time (UTC+3)'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
      'href',
      '/news/webinars/dispatching-mixed-fleets/calendar.ics',
    );
    // Registration and recordings are behind the watch-webinar form (spec §2.9): no link out.
    expect(within(first).queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: /^Register/ }));
    expect(openedWith(screen.getByRole('dialog', { name: 'watch-webinar' }))).toMatchObject({
      mode: 'register',
      title: 'Register',
      calendar: '/news/webinars/dispatching-mixed-fleets/calendar.ics',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the test modal' }));
    fireEvent.click(
      within(cards('Webinar recordings')[0] as HTMLElement).getByRole('button', {
        name: /^Watch the recording/,
      }),
    );
    const recording = openedWith(screen.getByRole('dialog', { name: 'watch-webinar' }));
    expect(recording).toMatchObject({ mode: 'recording', title: 'Watch the recording' });
    expect(typeof recording['event']).toBe('string');
    // A recording is no date to keep.
    expect(recording).not.toHaveProperty('calendar');
    expect(
      within(cards('Webinar recordings')[0] as HTMLElement).queryByRole('link', {
        name: /^Add to calendar/,
      }),
    ).not.toBeInTheDocument();
  });

  it('loads the first card’s picture at once, with high priority, and the others lazily', async () => {
    const { container } = await renderWebinars('/news/webinars/');
    // The first card is the largest picture of a phone's first paint (no hero on this page).
    expect(cardPictureLoading(container)).toEqual(['eager high', ...Array(10).fill('lazy')]);
    // Recordings only: the first recording is on top.
    fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(screen.getByRole('option', { name: 'Recordings' }));
    const top = cards('Webinar recordings')[0] as HTMLElement;
    expect(top.querySelector('picture img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('filters by industry through the API and by format on the page', async () => {
    await renderWebinars('/ru/news/webinars/');
    fireEvent.click(screen.getByRole('combobox', { name: 'Отрасль' }));
    fireEvent.click(screen.getByRole('option', { name: 'Горная добыча' }));
    await waitFor(() => expect(cards('Ближайшие вебинары')).toHaveLength(1));
    expect(queries.map((query) => query.get('industry'))).toEqual(['4', '4']);
    expect(queries.some((query) => query.get('showAfterEndRu') === 'true')).toBe(true);
    expect(
      within(cards('Ближайшие вебинары')[0] as HTMLElement).getByText(
        '26 ноября 2026, 11:00 по московскому времени (UTC+3)',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('combobox', { name: 'Формат' }));
    fireEvent.click(screen.getByRole('option', { name: 'Записи' }));
    expect(screen.queryByRole('region', { name: 'Ближайшие вебинары' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Записи вебинаров' })).toBeInTheDocument();
  });
});
