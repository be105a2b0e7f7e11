import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ServedEvent } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { renderPage } from '../testing/render-page';
import { renderPart } from '../testing/render-part';
import { openedWith } from '../testing/test-support';
import { toEventPromo } from './EventsPromo.island';
import { EventsPromo, PROMO_BUTTON_DELAY_MS } from './EventsPromo.island';

const forum = (locale: 'en' | 'ru') =>
  seedItems('events', locale).find(
    (event) => event['code'] === 'digital-mine-forum-2026',
  ) as unknown as ServedEvent;

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('EventsPromo', () => {
  it('shows the event and its button one second after it shows (spec §4, §9)', () => {
    renderPage(<EventsPromo event={forum('en')} locale="en" />);
    const promo = screen.getByRole('region', { name: 'Digital Mine Forum 2026' });
    expect(within(promo).getByText('3–4 December 2026')).toBeInTheDocument();
    expect(within(promo).getByText('Moscow, Technopark “Sokolniki”, and online')).toBeVisible();
    expect(within(promo).queryByRole('link', { name: /Learn more/ })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(PROMO_BUTTON_DELAY_MS - 1));
    expect(within(promo).queryByRole('link', { name: /Learn more/ })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const button = within(promo).getByRole('link', { name: /Learn more/ });
    expect(button).toHaveAttribute('href', '/events/digital-mine-forum-2026/');
    // The event's content asks for a new tab.
    expect(button).toHaveAttribute('target', '_blank');
    expect(PROMO_BUTTON_DELAY_MS).toBe(1000);
  });

  it('cuts the preview at 50 words', () => {
    const event = forum('ru');
    expect(event.previewText.split(/\s+/).length).toBeGreaterThan(50);
    renderPage(<EventsPromo event={event} locale="ru" />, { locale: 'ru' });
    const preview = screen.getByText(/^Два дня для директоров/);
    expect(preview.textContent?.endsWith('…')).toBe(true);
    expect(preview.textContent?.split(/\s+/)).toHaveLength(50);
    expect(preview.textContent).toContain('подключённой в реальном времени…');
  });

  it('writes Russian dates and a 24-hour clock with midnight as 24', () => {
    const event = {
      ...forum('ru'),
      startDate: '2026-12-03T00:05:00+03:00',
      endDate: '2026-12-03T18:00:00+03:00',
    };
    renderPage(<EventsPromo event={event} locale="ru" />, { locale: 'ru' });
    expect(screen.getByText('3 декабря 2026')).toBeInTheDocument();
    // In the event's zone, named (issue 42).
    expect(screen.getByText('24:05–18:00 по московскому времени (UTC+3)')).toBeInTheDocument();
  });

  it('closes on the close button and stays closed for the session', () => {
    const { unmount } = renderPage(<EventsPromo event={forum('en')} locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the event announcement' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    renderPage(<EventsPromo event={forum('en')} locale="en" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens the event in the same tab when the content says so, and offers its e-mail link', () => {
    const event = { ...forum('en'), target: '_self' as const };
    renderPage(<EventsPromo event={event} locale="en" />);
    act(() => jest.advanceTimersByTime(PROMO_BUTTON_DELAY_MS));
    expect(screen.getByRole('link', { name: 'Learn more' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: event.dropEmailText })).toHaveAttribute(
      'href',
      event.dropEmailUrl,
    );
  });
});

describe('EventsPromo as the events page’s part (ADR 0032)', () => {
  it('hydrates from its JSON props, shows its buttons, registers and closes, with no router', () => {
    const { recoverableErrors } = renderPart(EventsPromo, {
      event: toEventPromo(forum('en')),
      locale: 'en',
      className: 'promo',
    });
    expect(recoverableErrors).toEqual([]);
    const promo = screen.getByRole('region', { name: 'Digital Mine Forum 2026' });
    expect(promo).toHaveClass('promo');
    act(() => jest.advanceTimersByTime(PROMO_BUTTON_DELAY_MS));
    expect(within(promo).getByRole('link', { name: /Learn more/ })).toHaveAttribute(
      'href',
      '/events/digital-mine-forum-2026/',
    );
    // The registration opens in the page's modal host, another island.
    fireEvent.click(within(promo).getByRole('button', { name: 'Register' }));
    expect(openedWith(screen.getByRole('dialog', { name: 'main-event' }))).toMatchObject({
      event: 'digital-mine-forum-2026',
      calendar: '/events/digital-mine-forum-2026/calendar.ics',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the test modal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the event announcement' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
