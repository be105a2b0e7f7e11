import { contentDate, contentTime, dateRange, slotTime, timeRange, wallClock } from './dates';

describe('content dates and times (spec §9)', () => {
  it('keeps the wall-clock time the content was entered in', () => {
    expect(wallClock('2026-12-10T10:00:00+05:00')).toBe('2026-12-10T10:00');
    expect(wallClock('2026-11-10')).toBe('2026-11-10');
  });

  it('writes dates as day month-name year', () => {
    expect(contentDate('2026-12-03T10:00:00+03:00', 'en')).toBe('3 December 2026');
    expect(contentDate('2026-12-03T10:00:00+03:00', 'ru')).toBe('3 декабря 2026');
  });

  it('uses a 24-hour clock in ru, with midnight as 24, and AM/PM otherwise', () => {
    expect(contentTime('2026-12-03T00:05:00+03:00', 'ru')).toBe('24:05');
    expect(contentTime('2026-12-03T18:30:00+03:00', 'ru')).toBe('18:30');
    expect(contentTime('2026-12-03T00:05:00+03:00', 'en')).toBe('12:05 AM');
    expect(contentTime('2026-12-03T18:30:00+03:00', 'en')).toBe('6:30 PM');
  });

  it('names the month and year once in a range of days', () => {
    expect(dateRange('2026-12-03T10:00:00+03:00', '2026-12-04T18:00:00+03:00', 'en')).toBe(
      '3–4 December 2026',
    );
    expect(dateRange('2026-11-30T10:00:00+03:00', '2026-12-02T18:00:00+03:00', 'ru')).toBe(
      '30 ноября – 2 декабря 2026',
    );
    expect(dateRange('2026-12-31T10:00:00+03:00', '2027-01-01T18:00:00+03:00', 'en')).toBe(
      '31 December 2026 – 1 January 2027',
    );
    expect(dateRange('2026-12-10T10:00:00+05:00', '2026-12-10T17:00:00+05:00', 'ru')).toBe(
      '10 декабря 2026',
    );
  });

  it('gives the hours of a one-day event and the start time of a longer one', () => {
    expect(timeRange('2026-12-10T10:00:00+05:00', '2026-12-10T17:00:00+05:00', 'ru')).toBe(
      '10:00–17:00',
    );
    expect(timeRange('2026-12-10T10:00:00+05:00', '2026-12-10T17:00:00+05:00', 'en')).toBe(
      '10:00 AM – 5:00 PM',
    );
    expect(timeRange('2026-12-03T10:00:00+03:00', '2026-12-04T18:00:00+03:00', 'en')).toBe(
      '10:00 AM',
    );
  });

  it('formats programme slots in the page clock', () => {
    expect(slotTime('00:05–01:30', 'ru')).toBe('24:05–01:30');
    expect(slotTime('09:30', 'en')).toBe('9:30 AM');
  });
});
