import type { Locale } from '../locales';
import { monthName } from './months';

/**
 * What the formatters accept:
 * - a `Date` or epoch milliseconds: an instant, shown in `options.timeZone`;
 * - an ISO string with a zone (`…Z`, `…+05:00`): an instant as well;
 * - an ISO string without a zone (`2026-03-05`, `2026-03-05T00:05`, `2026-03-05 00:05:00`):
 *   a wall-clock time, shown as written whatever `timeZone` says (content such as an event's
 *   start is entered in the event's own local time);
 * - for {@link formatTime} only, a bare `HH:mm` (or `H:mm`) time.
 */
export type DateInput = Date | number | string;

export interface DateFormatOptions {
  /**
   * The IANA zone an instant is shown in (`Europe/Moscow`, `Asia/Almaty`). Defaults to `UTC`,
   * never to the machine's zone, so the server and the browser render the same text.
   */
  timeZone?: string;
}

/** The wall-clock parts of a moment. `month` is 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const timeOnly = /^(\d{1,2}):(\d{2})$/;
const zonelessIso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function checkedWallTime(wall: WallTime, input: string): WallTime {
  const probe = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  const valid =
    probe.getUTCFullYear() === wall.year &&
    probe.getUTCMonth() === wall.month - 1 &&
    probe.getUTCDate() === wall.day &&
    wall.hour < 24 &&
    wall.minute < 60;
  if (!valid) throw new RangeError(`Invalid date: ${input}`);
  return wall;
}

function instantWallTime(instant: Date, timeZone: string): WallTime {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => {
    const value = parts.find((candidate) => candidate.type === type)?.value;
    if (value === undefined)
      throw new RangeError(`No ${type} in the date ${instant.toISOString()}`);
    return Number(value);
  };
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * The wall-clock parts of `input` (see {@link DateInput} for how zones are treated).
 * Throws a `RangeError` for an unparsable date or an unknown time zone.
 */
export function toWallTime(input: DateInput, options: DateFormatOptions = {}): WallTime {
  const timeZone = options.timeZone ?? 'UTC';
  if (typeof input === 'string') {
    const text = input.trim();
    const match = zonelessIso.exec(text);
    if (match) {
      const [, year, month, day, hour = '0', minute = '0'] = match;
      return checkedWallTime(
        {
          year: Number(year),
          month: Number(month),
          day: Number(day),
          hour: Number(hour),
          minute: Number(minute),
        },
        input,
      );
    }
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) throw new RangeError(`Invalid date: ${input}`);
    return instantWallTime(new Date(text), timeZone);
  }
  return instantWallTime(typeof input === 'number' ? new Date(input) : input, timeZone);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec §9 "day month-name year": `5 March 2026`, `5 марта 2026`, `5. März 2026`,
 * `5 наурыз 2026`. German writes the day as an ordinal (`5.`), as German dates always do.
 */
export function formatDate(input: DateInput, locale: Locale, options?: DateFormatOptions): string {
  const { year, month, day } = toWallTime(input, options);
  const dayText = locale === 'de' ? `${day}.` : String(day);
  return `${dayText} ${monthName(month, locale)} ${year}`;
}

/** Spec §9 short form `dd.mm.yy` (`05.03.26`), the same in every locale. */
export function formatShortDate(input: DateInput, options?: DateFormatOptions): string {
  const { year, month, day } = toWallTime(input, options);
  return `${pad(day)}.${pad(month)}.${pad(year % 100)}`;
}

/** Spec §9: 24-hour clock in ru only; every other locale, kz included, uses 12 hours. */
export const timeFormatByLocale: Readonly<Record<Locale, '24h' | '12h'>> = {
  en: '12h',
  ru: '24h',
  de: '12h',
  kz: '12h',
};

/**
 * Spec §9 time: in ru a 24-hour clock where midnight's hour 0 is shown as 24 (`24:05`,
 * `09:30`, `18:00`); elsewhere 12 hours with AM/PM (`12:05 AM`, `9:30 AM`, `6:00 PM`).
 * Accepts a bare `HH:mm` besides every {@link DateInput}.
 */
export function formatTime(input: DateInput, locale: Locale, options?: DateFormatOptions): string {
  let hour: number;
  let minute: number;
  const bare = typeof input === 'string' ? timeOnly.exec(input.trim()) : null;
  if (bare) {
    hour = Number(bare[1]);
    minute = Number(bare[2]);
    if (hour > 23 || minute > 59) throw new RangeError(`Invalid time: ${String(input)}`);
  } else {
    ({ hour, minute } = toWallTime(input, options));
  }
  if (timeFormatByLocale[locale] === '24h') {
    return `${pad(hour === 0 ? 24 : hour)}:${pad(minute)}`;
  }
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
