import { locales } from '../locales';
import {
  formatTimeZone,
  formatUtcOffset,
  formatZonedTime,
  utcOffsetMinutes,
  zoneNames,
} from './time-zone';

describe('formatZonedTime', () => {
  it.each([
    ['en', '10:00 AM Moscow time (UTC+3)'],
    ['ru', '10:00 по московскому времени (UTC+3)'],
    ['de', '10:00 AM Moskauer Zeit (UTC+3)'],
    ['kz', '10:00 AM Мәскеу уақыты бойынша (UTC+3)'],
  ] as const)('names the zone of a Moscow event in %s', (locale, expected) => {
    expect(formatZonedTime('2026-12-03T10:00:00+03:00', 'Europe/Moscow', locale)).toBe(expected);
  });

  it.each([
    ['en', '10:00 AM Astana time (UTC+5)'],
    ['ru', '10:00 по времени Астаны (UTC+5)'],
    ['de', '10:00 AM Astana-Zeit (UTC+5)'],
    ['kz', '10:00 AM Астана уақыты бойынша (UTC+5)'],
  ] as const)('shows an Almaty event in its own zone in %s', (locale, expected) => {
    expect(formatZonedTime('2027-03-11T10:00:00+05:00', 'Asia/Almaty', locale)).toBe(expected);
  });

  it('shows the time in the event zone whatever offset the instant was written with', () => {
    // 05:00 UTC is 10:00 in Yekaterinburg, 08:00 in Moscow.
    expect(formatZonedTime('2026-12-10T05:00:00Z', 'Asia/Yekaterinburg', 'ru')).toBe(
      '10:00 по екатеринбургскому времени (UTC+5)',
    );
    expect(formatZonedTime(Date.parse('2026-12-10T05:00:00Z'), 'Europe/Moscow', 'en')).toBe(
      '8:00 AM Moscow time (UTC+3)',
    );
  });

  it('follows summer time: Berlin is UTC+1 in winter and UTC+2 in summer', () => {
    expect(formatTimeZone('2026-01-15T10:00:00+01:00', 'Europe/Berlin', 'de')).toBe(
      'Berliner Zeit (UTC+1)',
    );
    expect(formatTimeZone('2026-07-15T10:00:00+02:00', 'Europe/Berlin', 'de')).toBe(
      'Berliner Zeit (UTC+2)',
    );
    expect(formatZonedTime('2026-07-15T10:00:00+02:00', 'Europe/Berlin', 'ru')).toBe(
      '10:00 по берлинскому времени (UTC+2)',
    );
  });

  it('names an unnamed zone by its offset, half hours included', () => {
    expect(formatTimeZone('2026-12-03T10:00:00+09:00', 'Asia/Tokyo', 'en')).toBe('UTC+9');
    expect(formatZonedTime('2026-12-03T10:00:00+05:30', 'Asia/Kolkata', 'kz')).toBe(
      '10:00 AM UTC+5:30',
    );
    expect(formatTimeZone('2026-01-15T10:00:00-03:30', 'America/St_Johns', 'ru')).toBe('UTC-3:30');
  });

  it('does not depend on the machine time zone', () => {
    const saved = process.env['TZ'];
    try {
      process.env['TZ'] = 'America/Los_Angeles';
      expect(formatZonedTime('2026-12-03T10:00:00+03:00', 'Europe/Moscow', 'ru')).toBe(
        '10:00 по московскому времени (UTC+3)',
      );
    } finally {
      if (saved === undefined) delete process.env['TZ'];
      else process.env['TZ'] = saved;
    }
  });

  it('refuses unknown zones and date-times without an offset', () => {
    expect(() => formatZonedTime('2026-12-03T10:00:00+03:00', 'Mars/Olympus', 'en')).toThrow(
      RangeError,
    );
    expect(() => utcOffsetMinutes('2026-12-03T10:00', 'Europe/Moscow')).toThrow(RangeError);
  });

  it('has a name for every zone in every locale', () => {
    for (const names of Object.values(zoneNames))
      for (const locale of locales) expect(names[locale]).toMatch(/\S/);
  });
});

describe('formatUtcOffset', () => {
  it('writes whole and half hours', () => {
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(formatUtcOffset(180)).toBe('UTC+3');
    expect(formatUtcOffset(330)).toBe('UTC+5:30');
    expect(formatUtcOffset(-210)).toBe('UTC-3:30');
    expect(formatUtcOffset(-300)).toBe('UTC-5');
  });
});
