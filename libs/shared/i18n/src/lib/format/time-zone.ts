import type { Locale } from '../locales';
import { formatTime, toWallTime } from './date-time';

/** An instant: a `Date`, epoch milliseconds, or an ISO date-time with its offset (`…+03:00`). */
export type Instant = Date | number | string;

type ZoneNames = Readonly<Record<Locale, string>>;

const moscow: ZoneNames = {
  en: 'Moscow time',
  ru: 'по московскому времени',
  de: 'Moskauer Zeit',
  kz: 'Мәскеу уақыты бойынша',
};

/**
 * How a page names the zone of an event or webinar, per locale, as the words that follow a time
 * ("10:00 AM Moscow time", "10:00 по московскому времени"). Data, not `Intl`: Chromium has no
 * Kazakh names, and `Intl`'s long names ("Moscow Standard Time") read badly after a time. A
 * zone missing here is named by its UTC offset alone.
 */
export const zoneNames: Readonly<Record<string, ZoneNames>> = {
  'Europe/Moscow': moscow,
  // Volgograd keeps Moscow time (UTC+3) and calls it so.
  'Europe/Volgograd': moscow,
  'Asia/Yekaterinburg': {
    en: 'Yekaterinburg time',
    ru: 'по екатеринбургскому времени',
    de: 'Jekaterinburger Zeit',
    kz: 'Екатеринбург уақыты бойынша',
  },
  'Asia/Omsk': {
    en: 'Omsk time',
    ru: 'по омскому времени',
    de: 'Omsker Zeit',
    kz: 'Омбы уақыты бойынша',
  },
  // The Kemerovo region's zone.
  'Asia/Novokuznetsk': {
    en: 'Kemerovo time',
    ru: 'по кемеровскому времени',
    de: 'Kemerowo-Zeit',
    kz: 'Кемерово уақыты бойынша',
  },
  // Kazakhstan's one zone since March 2024 (UTC+5), named after the capital.
  'Asia/Almaty': {
    en: 'Astana time',
    ru: 'по времени Астаны',
    de: 'Astana-Zeit',
    kz: 'Астана уақыты бойынша',
  },
  'Europe/Berlin': {
    en: 'Berlin time',
    ru: 'по берлинскому времени',
    de: 'Berliner Zeit',
    kz: 'Берлин уақыты бойынша',
  },
};

function instantOf(input: Instant): number {
  const at =
    typeof input === 'number'
      ? input
      : typeof input === 'string'
        ? /(?:Z|[+-]\d{2}:?\d{2})$/i.test(input.trim())
          ? Date.parse(input)
          : Number.NaN
        : input.getTime();
  if (Number.isNaN(at)) throw new RangeError(`Not an instant: ${String(input)}`);
  return at;
}

/**
 * The offset from UTC, in minutes, that `timeZone` has at `instant` (`Europe/Moscow` → 180,
 * `Europe/Berlin` → 60 in winter and 120 in summer). Throws a `RangeError` for an unknown zone
 * or a date-time without an offset (it is no instant).
 */
export function utcOffsetMinutes(instant: Instant, timeZone: string): number {
  const at = Math.floor(instantOf(instant) / 60_000) * 60_000;
  const wall = toWallTime(at, { timeZone });
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - at) / 60_000);
}

/** `UTC+3`, `UTC+5:30`, `UTC-3:30`, `UTC` for an offset in minutes. */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The zone of a time as a page says it: its name in the page's language and its offset at that
 * instant (`Moscow time (UTC+3)`, `по московскому времени (UTC+3)`, `Berliner Zeit (UTC+2)`),
 * or the offset alone for a zone without a name here (`UTC+9`).
 */
export function formatTimeZone(instant: Instant, timeZone: string, locale: Locale): string {
  const offset = formatUtcOffset(utcOffsetMinutes(instant, timeZone));
  const name = zoneNames[timeZone]?.[locale];
  return name ? `${name} (${offset})` : offset;
}

/**
 * A time in its own zone with the zone named: `10:00 AM Moscow time (UTC+3)`,
 * `10:00 по московскому времени (UTC+3)`, `10:00 AM Астана уақыты бойынша (UTC+5)` (the clock of
 * spec §9 per locale).
 */
export function formatZonedTime(instant: Instant, timeZone: string, locale: Locale): string {
  const time = formatTime(instantOf(instant), locale, { timeZone });
  return `${time} ${formatTimeZone(instant, timeZone, locale)}`;
}
