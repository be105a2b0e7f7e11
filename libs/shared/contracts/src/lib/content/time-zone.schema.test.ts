import { eventsItemSchema } from './events.schema';
import { isWrittenInZone, timeZoneSchema, zoneOffsetMinutes } from './time-zone.schema';
import { webinarsItemSchema } from './webinars.schema';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './content.test-support';

const itemsOf = (kind: string, locale: 'en' | 'ru'): Record<string, unknown>[] =>
  JSON.parse(readFileSync(path.join(CONTENT_DIR, kind, `${locale}.json`), 'utf8'));
const firstOf = (kind: string) => itemsOf(kind, 'en')[0] as Record<string, unknown>;

describe('time zones of events and webinars', () => {
  it('knows IANA zones and refuses anything else', () => {
    for (const zone of ['Europe/Moscow', 'Asia/Almaty', 'Europe/Berlin', 'Asia/Yekaterinburg'])
      expect(timeZoneSchema.safeParse(zone).success).toBe(true);
    for (const zone of ['Moscow', 'MSK', 'Mars/Olympus', '+03:00', ''])
      expect(timeZoneSchema.safeParse(zone).success).toBe(false);
  });

  it("reads each zone's offset at the instant, summer time included", () => {
    expect(zoneOffsetMinutes('Europe/Moscow', Date.parse('2026-12-03T07:00:00Z'))).toBe(180);
    expect(zoneOffsetMinutes('Asia/Almaty', Date.parse('2027-03-11T05:00:00Z'))).toBe(300);
    expect(zoneOffsetMinutes('Europe/Berlin', Date.parse('2026-01-15T09:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', Date.parse('2026-07-15T09:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/St_Johns', Date.parse('2026-01-15T09:00:00Z'))).toBe(-210);
    expect(zoneOffsetMinutes('UTC', 0)).toBe(0);
  });

  it('accepts a date-time written in its zone and refuses one written in another', () => {
    expect(isWrittenInZone('2026-12-10T10:00:00+05:00', 'Asia/Yekaterinburg')).toBe(true);
    expect(isWrittenInZone('2026-12-10T10:00:00+05:00', 'Europe/Moscow')).toBe(false);
    expect(isWrittenInZone('2026-07-15T10:00:00+01:00', 'Europe/Berlin')).toBe(false);
    expect(isWrittenInZone('2026-07-15T10:00:00+02:00', 'Europe/Berlin')).toBe(true);
  });

  it('refuses an event or a webinar whose dates disagree with its zone, or that has none', () => {
    const event = firstOf('events');
    const webinar = firstOf('webinars');
    expect(eventsItemSchema.safeParse(event).success).toBe(true);
    expect(webinarsItemSchema.safeParse(webinar).success).toBe(true);
    const wrongEvent = eventsItemSchema.safeParse({ ...event, timeZone: 'Asia/Tokyo' });
    expect(wrongEvent.success).toBe(false);
    expect(wrongEvent.error?.issues.map((issue) => issue.path.join('.'))).toContain('timeZone');
    const { timeZone: _dropped, ...zoneless } = event;
    expect(eventsItemSchema.safeParse(zoneless).success).toBe(false);
    expect(webinarsItemSchema.safeParse({ ...webinar, timeZone: 'Europe/Berlin' }).success).toBe(
      false,
    );
  });

  it.each(['events', 'webinars'])('gives each of the %s the same zone in en and ru', (kind) => {
    const zones = (locale: 'en' | 'ru') =>
      Object.fromEntries(itemsOf(kind, locale).map((item) => [item['code'], item['timeZone']]));
    expect(zones('ru')).toEqual(zones('en'));
  });
});
