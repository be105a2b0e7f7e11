import { fireEvent, screen, within } from '@testing-library/react';
import type { ServedEvent } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { openedWith, renderPage } from '../testing/render-page';
import { EventPage } from './EventPage';

const event = (code: string, locale: 'en' | 'ru') =>
  seedItems('events', locale).find((item) => item['code'] === code) as unknown as ServedEvent;

describe('EventPage', () => {
  it('shows the facts, programme in the 24-hour clock and registration, in Russian', () => {
    const data = event('metalworking-digital-day-ekaterinburg', 'ru');
    renderPage(
      <EventPage
        locale="ru"
        event={data}
        industryName="Машиностроение и металлообработка"
        ended={false}
      />,
      { locale: 'ru' },
    );
    expect(screen.getByRole('heading', { level: 1, name: data.name })).toBeInTheDocument();
    const facts = screen.getByText('Дата').closest('dl') as HTMLElement;
    expect(within(facts).getByText('10 декабря 2026')).toBeInTheDocument();
    // In the event's own zone, named, whatever the visitor's zone (issue 42).
    expect(
      within(facts).getByText('10:00–17:00 по екатеринбургскому времени (UTC+5)'),
    ).toBeInTheDocument();
    expect(within(facts).getByText('Очно')).toBeInTheDocument();
    const program = screen.getByRole('region', { name: 'Программа' });
    expect(within(program).getAllByRole('listitem').length).toBe(data.program?.length);
    const registration = screen.getByRole('complementary', { name: data.formTitle });
    expect(registration).toHaveTextContent('Регистрация открыта.');
    // The calendar file of the event, in the page's language, downloaded (not navigated to).
    const calendar = within(registration).getByRole('link', { name: 'Добавить в календарь' });
    expect(calendar).toHaveAttribute(
      'href',
      '/ru/events/metalworking-digital-day-ekaterinburg/calendar.ics',
    );
    expect(calendar).toHaveAttribute('download');
    // The registration's success offers it too.
    fireEvent.click(within(registration).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(openedWith(screen.getByRole('dialog', { name: 'event-request' }))).toMatchObject({
      event: data.code,
      calendar: '/ru/events/metalworking-digital-day-ekaterinburg/calendar.ics',
    });
  });

  it('says an ended event has ended and offers no registration', () => {
    const data = event('innoprom-2026', 'en');
    renderPage(<EventPage locale="en" event={data} ended />);
    const registration = screen.getByRole('complementary', { name: 'Registration' });
    expect(registration).toHaveTextContent('This event has ended.');
    expect(
      within(registration).queryByRole('link', { name: 'Add to calendar' }),
    ).not.toBeInTheDocument();
    expect(within(registration).getByRole('link', { name: 'All events' })).toHaveAttribute(
      'href',
      '/events/',
    );
  });
});
