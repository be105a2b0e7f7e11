import { locales } from '../locales';
import { formatDate, formatShortDate, formatTime, toWallTime } from './date-time';
import { monthName, monthNames } from './months';

describe('month names', () => {
  it('has twelve names per locale', () => {
    for (const locale of locales) expect(monthNames[locale]).toHaveLength(12);
  });

  it('uses the Russian genitive and the Kazakh names', () => {
    expect(monthNames.ru.slice(0, 3)).toEqual(['января', 'февраля', 'марта']);
    expect(monthNames.kz).toEqual([
      'қаңтар',
      'ақпан',
      'наурыз',
      'сәуір',
      'мамыр',
      'маусым',
      'шілде',
      'тамыз',
      'қыркүйек',
      'қазан',
      'қараша',
      'желтоқсан',
    ]);
    expect(monthName(3, 'de')).toBe('März');
    expect(monthName(12, 'en')).toBe('December');
  });

  it('refuses months outside 1–12', () => {
    expect(() => monthName(0, 'en')).toThrow(RangeError);
    expect(() => monthName(13, 'en')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it.each([
    ['en', '5 March 2026'],
    ['ru', '5 марта 2026'],
    ['de', '5. März 2026'],
    ['kz', '5 наурыз 2026'],
  ] as const)('writes day month-name year in %s', (locale, expected) => {
    expect(formatDate('2026-03-05', locale)).toBe(expected);
  });

  it('keeps the wall-clock date of an ISO string without a zone, whatever the zone option', () => {
    expect(formatDate('2026-12-31T23:30', 'ru', { timeZone: 'Asia/Tokyo' })).toBe(
      '31 декабря 2026',
    );
    expect(formatDate('2026-01-01 00:10:00', 'en', { timeZone: 'America/New_York' })).toBe(
      '1 January 2026',
    );
  });

  it('shows an instant in the given zone, UTC by default', () => {
    const instant = new Date(Date.UTC(2026, 2, 4, 22, 30));
    expect(formatDate(instant, 'en')).toBe('4 March 2026');
    expect(formatDate(instant, 'en', { timeZone: 'Europe/Moscow' })).toBe('5 March 2026');
    expect(formatDate(instant.getTime(), 'kz', { timeZone: 'Asia/Almaty' })).toBe('5 наурыз 2026');
    expect(formatDate('2026-03-04T22:30:00Z', 'ru', { timeZone: 'Europe/Moscow' })).toBe(
      '5 марта 2026',
    );
    expect(formatDate('2026-03-05T01:00:00+05:00', 'en')).toBe('4 March 2026');
  });

  it('does not depend on the machine time zone', () => {
    const saved = process.env['TZ'];
    try {
      process.env['TZ'] = 'Pacific/Kiritimati';
      expect(formatDate(new Date(Date.UTC(2026, 2, 4, 22, 30)), 'en')).toBe('4 March 2026');
      expect(formatTime(new Date(Date.UTC(2026, 2, 4, 0, 5)), 'ru')).toBe('24:05');
      process.env['TZ'] = 'America/Los_Angeles';
      expect(formatDate('2026-03-05T00:00', 'en')).toBe('5 March 2026');
    } finally {
      if (saved === undefined) delete process.env['TZ'];
      else process.env['TZ'] = saved;
    }
  });

  it('refuses unparsable dates and unknown zones', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
    expect(() => formatDate('2026-02-30', 'en')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN), 'en')).toThrow(RangeError);
    expect(() => formatDate('2026-03-05T10:00Z', 'en', { timeZone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
  });
});

describe('formatShortDate', () => {
  it('writes dd.mm.yy', () => {
    expect(formatShortDate('2026-03-05')).toBe('05.03.26');
    expect(formatShortDate('2009-11-28T10:00')).toBe('28.11.09');
    expect(
      formatShortDate(new Date(Date.UTC(2026, 11, 31, 21, 0)), { timeZone: 'Asia/Almaty' }),
    ).toBe('01.01.27');
  });
});

describe('formatTime', () => {
  it.each([
    ['00:05', '24:05', '12:05 AM'],
    ['09:30', '09:30', '9:30 AM'],
    ['12:00', '12:00', '12:00 PM'],
    ['18:45', '18:45', '6:45 PM'],
    ['23:59', '23:59', '11:59 PM'],
    ['7:00', '07:00', '7:00 AM'],
  ])('formats %s as %s in ru and %s in en', (input, ru, en) => {
    expect(formatTime(input, 'ru')).toBe(ru);
    expect(formatTime(input, 'en')).toBe(en);
  });

  it('uses 12 hours with AM/PM in de and kz, as the spec says only ru has 24 hours', () => {
    expect(formatTime('00:05', 'de')).toBe('12:05 AM');
    expect(formatTime('13:10', 'kz')).toBe('1:10 PM');
  });

  it('reads the time of dates and ISO strings', () => {
    expect(formatTime('2026-03-05T00:05', 'ru')).toBe('24:05');
    expect(formatTime('2026-03-05T00:05', 'en', { timeZone: 'Asia/Tokyo' })).toBe('12:05 AM');
    const instant = new Date(Date.UTC(2026, 2, 5, 21, 5));
    expect(formatTime(instant, 'ru')).toBe('21:05');
    expect(formatTime(instant, 'ru', { timeZone: 'Europe/Moscow' })).toBe('24:05');
    expect(formatTime(instant, 'en', { timeZone: 'Asia/Almaty' })).toBe('2:05 AM');
  });

  it('refuses impossible times', () => {
    expect(() => formatTime('24:00', 'ru')).toThrow(RangeError);
    expect(() => formatTime('12:60', 'en')).toThrow(RangeError);
    expect(() => formatTime('noon', 'en')).toThrow(RangeError);
  });
});

describe('toWallTime', () => {
  it('gives the wall-clock parts', () => {
    expect(toWallTime('2026-03-05T14:07:59.123')).toEqual({
      year: 2026,
      month: 3,
      day: 5,
      hour: 14,
      minute: 7,
    });
    expect(toWallTime(Date.UTC(2026, 0, 1, 0, 0), { timeZone: 'America/New_York' })).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 19,
      minute: 0,
    });
  });
});
