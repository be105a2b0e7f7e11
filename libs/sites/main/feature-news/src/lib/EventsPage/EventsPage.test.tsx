import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadEventsPage } from '../loaders/event-loaders.server';
import { loaderArgs, renderPage } from '../testing/render-page';
import { EventsPage } from './EventsPage';

// A clock before most seed events: 21 upcoming events, three pages of nine.
const EARLY = new Date('2025-06-01T12:00:00Z');
const eventQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/events/', ({ request }) => {
    eventQueries.push(new URL(request.url).searchParams);
  }),
  ...createApiHandlers({ now: () => EARLY }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  eventQueries.length = 0;
});
afterAll(() => server.close());

const section = (name: string) => screen.getByRole('region', { name });
const titles = (name: string) =>
  within(section(name))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

async function renderEventsPage(path = '/events/') {
  const { seo: _seo, ...props } = await loadEventsPage(loaderArgs(path));
  eventQueries.length = 0;
  return renderPage(<EventsPage {...props} />, { locale: props.locale, path });
}

describe('EventsPage', () => {
  it('shows the promo, then upcoming events nine a page with pagination', async () => {
    await renderEventsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Digital Mine Forum 2026' })).toBeInTheDocument();
    const firstPage = titles('Upcoming events');
    expect(firstPage).toHaveLength(9);
    const pagination = within(section('Upcoming events')).getByRole('navigation', {
      name: 'Pagination',
    });
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(titles('Upcoming events')).not.toEqual(firstPage));
    expect(titles('Upcoming events')).toHaveLength(9);
    expect(eventQueries.at(-1)?.get('page')).toBe('2');
    expect(eventQueries.at(-1)?.get('limit')).toBe('9');

    fireEvent.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(titles('Upcoming events')).toHaveLength(3));
    expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('filters by format and industry, back to page 1', async () => {
    await renderEventsPage();
    const upcoming = section('Upcoming events');
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(eventQueries.at(-1)?.get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(screen.getByRole('option', { name: 'Online' }));
    await waitFor(() =>
      expect(within(section('Upcoming events')).getAllByRole('article').length).toBeLessThan(9),
    );
    const online = eventQueries.filter((query) => query.get('format') === 'online');
    expect(online.map((query) => query.get('page'))).toEqual(['1', '1']);
    for (const card of within(section('Upcoming events')).getAllByRole('article')) {
      // The card opens with its format badge.
      expect(card).toHaveTextContent(/^Online/);
    }

    fireEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    fireEvent.click(screen.getByRole('option', { name: 'Oil and gas' }));
    expect(await screen.findByText('No upcoming events match the filters.')).toBeInTheDocument();
  });

  it('shows the archive of the page language (the Russian flag on /ru/)', async () => {
    await renderEventsPage('/ru/events/');
    expect(screen.getByRole('heading', { level: 1, name: 'Мероприятия' })).toBeInTheDocument();
    expect(titles('Прошедшие мероприятия').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('combobox', { name: 'Формат' }));
    fireEvent.click(screen.getByRole('option', { name: 'Очно' }));
    await waitFor(() =>
      expect(eventQueries.some((query) => query.get('showAfterEndRu') === 'true')).toBe(true),
    );
  });

  it('leaves a list empty and silent when its call fails (spec §8)', async () => {
    await renderEventsPage();
    server.use(http.get('*/api/v1/events/', () => new HttpResponse(null, { status: 503 })));
    fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(screen.getByRole('option', { name: 'Hybrid' }));
    await waitFor(() => expect(titles('Upcoming events')).toHaveLength(0));
    expect(titles('Past events')).toHaveLength(0);
    expect(screen.queryByText('No upcoming events match the filters.')).not.toBeInTheDocument();
  });
});
