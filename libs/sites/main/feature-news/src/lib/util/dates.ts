import type { Locale } from '@corp/shared/i18n';
import {
  formatDate,
  formatTime,
  formatTimeZone,
  formatZonedTime,
  monthName,
  toWallTime,
} from '@corp/shared/i18n';

const localDateTime = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/**
 * The wall-clock part of a content date-time (`2026-12-10T10:00:00+05:00` → `2026-12-10T10:00`).
 * Events and webinars are entered in their own local time, and the page shows that time
 * whatever the visitor's or the server's zone.
 */
export function wallClock(value: string): string {
  const match = localDateTime.exec(value.trim());
  if (!match) return value;
  return match[2] ? `${match[1]}T${match[2]}` : (match[1] as string);
}

/** Spec §9 date (`3 December 2026`, `3 декабря 2026`) of a content date or date-time. */
export function contentDate(value: string, locale: Locale): string {
  return formatDate(wallClock(value), locale);
}

/** Spec §9 time of a content date-time: `10:00 AM` (en), `10:00` and `24:05` (ru). */
export function contentTime(value: string, locale: Locale): string {
  return formatTime(wallClock(value), locale);
}

/**
 * The days an event runs: one date, or a range that names the month and year once when they are
 * shared (`3–4 December 2026`, `30 November – 2 December 2026`, `3.–4. Dezember 2026`).
 */
export function dateRange(start: string, end: string, locale: Locale): string {
  const from = toWallTime(wallClock(start));
  const to = toWallTime(wallClock(end));
  const day = (value: number) => (locale === 'de' ? `${value}.` : String(value));
  if (from.year === to.year && from.month === to.month && from.day === to.day) {
    return contentDate(start, locale);
  }
  if (from.year === to.year && from.month === to.month) {
    return `${day(from.day)}–${day(to.day)} ${monthName(to.month, locale)} ${to.year}`;
  }
  if (from.year === to.year) {
    return `${day(from.day)} ${monthName(from.month, locale)} – ${contentDate(end, locale)}`;
  }
  return `${contentDate(start, locale)} – ${contentDate(end, locale)}`;
}

/** The hours of a one-day event (`10:00 AM – 6:00 PM`, `10:00–19:00`); the start time otherwise. */
export function timeRange(start: string, end: string, locale: Locale): string {
  const from = toWallTime(wallClock(start));
  const to = toWallTime(wallClock(end));
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  if (!sameDay) return contentTime(start, locale);
  return joinTimes(contentTime(start, locale), contentTime(end, locale), locale);
}

/**
 * An event's hours in its own zone, the zone named (issue 42): `10:00 AM – 7:00 PM Moscow time
 * (UTC+3)`, `10:00–19:00 по московскому времени (UTC+3)`; the start time for a longer event.
 */
export function eventTime(
  event: { startDate: string; endDate: string; timeZone: string },
  locale: Locale,
): string {
  const { startDate, endDate, timeZone } = event;
  const from = toWallTime(startDate, { timeZone });
  const to = toWallTime(endDate, { timeZone });
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  const zone = formatTimeZone(startDate, timeZone, locale);
  const start = formatTime(startDate, locale, { timeZone });
  if (!sameDay) return `${start} ${zone}`;
  return `${joinTimes(start, formatTime(endDate, locale, { timeZone }), locale)} ${zone}`;
}

/** A webinar's start in its own zone, the zone named: `11:00 AM Moscow time (UTC+3)`. */
export function webinarTime(webinar: { startDate: string; timeZone: string }, locale: Locale) {
  return formatZonedTime(webinar.startDate, webinar.timeZone, locale);
}

function joinTimes(from: string, to: string, locale: Locale): string {
  return locale === 'ru' ? `${from}–${to}` : `${from} – ${to}`;
}

/** A programme slot's time (`09:30` or `09:30–10:15`) in the page's clock. */
export function slotTime(value: string, locale: Locale): string {
  const [from, to] = value.split('–');
  if (!from) return value;
  return to
    ? joinTimes(formatTime(from, locale), formatTime(to, locale), locale)
    : formatTime(from, locale);
}

/** The instant a content date-time stands for (its offset kept), in epoch ms. */
export function instantOf(value: string): number {
  return new Date(value).getTime();
}
