import { z } from 'zod/mini';

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/Moscow`, `Asia/Almaty`). */
function isKnownZone(zone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA time zone an event or webinar takes place in (`Europe/Moscow`, `Asia/Yekaterinburg`,
 * `Asia/Almaty`): its times are shown in that zone, with the zone named (issue 42, point 11).
 */
export const timeZoneSchema = z
  .string()
  .check(z.refine(isKnownZone, 'must be an IANA time zone such as Europe/Moscow'));

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The offset from UTC, in minutes, that `zone` has at the instant `at` (ms since the epoch). */
export function zoneOffsetMinutes(zone: string, at: number): number {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  // `GMT` alone for UTC itself, else `GMT+03:00`, `GMT-03:30`.
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new RangeError(`No UTC offset for ${zone}`);
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The offset written in an ISO date-time (`…+05:00` → 300, `…Z` → 0), or undefined. */
export function writtenOffsetMinutes(value: string): number | undefined {
  const match = /(?:([+-])(\d{2}):?(\d{2})|Z)$/i.exec(value);
  if (!match) return undefined;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * Whether a content date-time is written in its zone's own offset at that instant: the wall
 * clock it reads is then the time the page shows (`2026-12-10T10:00:00+05:00` in
 * `Asia/Yekaterinburg` yes; in `Europe/Moscow` no, that is 08:00 in Moscow).
 */
export function isWrittenInZone(value: string, zone: string): boolean {
  const at = Date.parse(value);
  if (Number.isNaN(at) || !isKnownZone(zone)) return false;
  return writtenOffsetMinutes(value) === zoneOffsetMinutes(zone, at);
}
