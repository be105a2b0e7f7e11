import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadEventsPage } from '../loaders/event-loaders.server';
import { loaderArgs } from '../testing/render-page';
import { renderPart } from '../testing/render-part';
import { NOW, openedWith } from '../testing/test-support';
import { EventsBrowser } from './EventsBrowser.island';

// A clock before most seed events: 21 upcoming events, three pages of nine.
const EARLY = new Date('2025-06-01T12:00:00Z');
let clock = EARLY;
const eventQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/events/', ({ request }) => {
    eventQueries.push(new URL(request.url).searchParams);
  }),
  ...createApiHandlers({ now: () => clock }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clock = EARLY;
  eventQueries.length = 0;
});
afterAll(() => server.close());

const section = (name: string) => screen.getByRole('region', { name });
const titles = (name: string) =>
  within(section(name))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** The events page's part, from the props its island's JSON gives it (ADR 0032). */
async function renderBrowser(path = '/events/') {
  const { locale, industries, upcoming, archive } = await loadEventsPage(loaderArgs(path));
  eventQueries.length = 0;
  return renderPart(EventsBrowser, { locale, industries, upcoming, archive }, { locale, path });
}

describe('EventsBrowser (the events page’s part)', () => {
  it('hydrates the server’s lists, then filters and pages them through the API, with no router', async () => {
    const { recoverableErrors } = await renderBrowser();
    expect(recoverableErrors).toEqual([]);
    const firstPage = titles('Upcoming events');
    expect(firstPage).toHaveLength(9);
    expect(titles('Past events').length).toBeGreaterThan(0);
    // The server's page 1 is not fetched again.
    expect(eventQueries).toHaveLength(0);

    fireEvent.click(within(section('Upcoming events')).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(titles('Upcoming events')).not.toEqual(firstPage));
    expect(eventQueries.at(-1)?.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(screen.getByRole('option', { name: 'Online' }));
    await waitFor(() => expect(titles('Upcoming events').length).toBeLessThan(9));
    expect(eventQueries.at(-1)?.get('format')).toBe('online');
    for (const card of within(section('Upcoming events')).getAllByRole('article')) {
      expect(card).toHaveTextContent(/^Online/);
    }
    // An event's card links to its page with a plain link (a document load on an island page).
    const link = within(section('Upcoming events')).getAllByRole('article')[0]?.querySelector('a');
    expect(link?.getAttribute('href')).toMatch(/^\/events\/[a-z0-9-]+\/$/);
  });

  it('opens the registration in the page’s modal host, another island', async () => {
    // The site's clock: the first upcoming events are open for registration.
    clock = NOW;
    await renderBrowser();
    const card = within(section('Upcoming events'))
      .getAllByRole('article')
      .find((article) => within(article).queryByRole('button', { name: /^Register/ }));
    if (!card) throw new Error('expected an event open for registration');
    fireEvent.click(within(card).getByRole('button', { name: /^Register/ }));
    expect(openedWith(screen.getByRole('dialog', { name: 'event-request' }))).toMatchObject({
      event: expect.any(String),
      calendar: expect.stringMatching(/^\/events\/[a-z0-9-]+\/calendar\.ics$/),
    });
  });
});
