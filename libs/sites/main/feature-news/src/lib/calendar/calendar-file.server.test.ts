import ICAL from 'ical.js';
import { calendarFile, calendarResponse } from './calendar-file.server';
import type { CalendarEntry } from './calendar-file.server';

const entry: CalendarEntry = {
  uid: 'event-digital-mine-forum-2026@site.test',
  start: '2026-12-03T10:00:00+03:00',
  end: '2026-12-04T18:00:00+03:00',
  summary: 'Digital Mine Forum 2026',
  description: 'Two days on digital mining.',
  location: 'Moscow, Technopark “Sokolniki”; hall 2',
  url: 'https://www.example.com/events/digital-mine-forum-2026/',
};
const options = { stamp: new Date('2026-11-20T09:00:00Z'), language: 'en' };

/** The content lines of a file as written (folded), without their CRLF. */
const physicalLines = (text: string) => text.split('\r\n').slice(0, -1);
/** The content lines unfolded (RFC 5545 §3.1: CRLF followed by one space is removed). */
const logicalLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
const property = (text: string, name: string) =>
  logicalLines(text).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
const parsedEvent = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') as ICAL.Component;

describe('calendarFile', () => {
  it('writes one VEVENT with UID, DTSTAMP, DTSTART, DTEND, SUMMARY, LOCATION and URL', () => {
    const text = calendarFile(entry, options);
    expect(logicalLines(text)[0]).toBe('BEGIN:VCALENDAR');
    expect(logicalLines(text).at(-1)).toBe('END:VCALENDAR');
    expect(property(text, 'VERSION')).toBe('VERSION:2.0');
    expect(property(text, 'PRODID')).toMatch(/^PRODID:.+\/\/EN$/);
    const event = parsedEvent(text);
    expect(event.getFirstPropertyValue('uid')).toBe(entry.uid);
    expect(event.getFirstPropertyValue('summary')).toBe(entry.summary);
    expect(event.getFirstPropertyValue('location')).toBe(entry.location);
    expect(event.getFirstPropertyValue('description')).toBe(entry.description);
    expect(String(event.getFirstPropertyValue('url'))).toBe(entry.url);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('writes DTSTART, DTEND and DTSTAMP in UTC, at the instants given', () => {
    const text = calendarFile(entry, options);
    expect(property(text, 'DTSTART')).toBe('DTSTART:20261203T070000Z');
    expect(property(text, 'DTEND')).toBe('DTEND:20261204T150000Z');
    expect(property(text, 'DTSTAMP')).toBe('DTSTAMP:20261120T090000Z');
    const event = parsedEvent(text);
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-12-03T07:00:00.000Z');
    // The same instant, whatever offset it was written with.
    const almaty = calendarFile(
      { ...entry, start: '2027-03-11T10:00:00+05:00', end: '2027-03-12T17:00:00+05:00' },
      options,
    );
    expect(property(almaty, 'DTSTART')).toBe('DTSTART:20270311T050000Z');
  });

  it('ends every line, the last included, with CRLF and has no bare LF or CR', () => {
    const text = calendarFile({ ...entry, description: 'one\ntwo\r\nthree' }, options);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and newlines in text values', () => {
    const summary = 'Forum, day 1; C:\\plants\nsecond line';
    const text = calendarFile({ ...entry, summary, location: 'Moscow, hall 2; room 3' }, options);
    expect(property(text, 'SUMMARY')).toBe('SUMMARY:Forum\\, day 1\\; C:\\\\plants\\nsecond line');
    expect(property(text, 'LOCATION')).toBe('LOCATION:Moscow\\, hall 2\\; room 3');
    const event = parsedEvent(text);
    expect(event.getFirstPropertyValue('summary')).toBe(summary);
    expect(event.getFirstPropertyValue('location')).toBe('Moscow, hall 2; room 3');
  });

  it('folds lines longer than 75 octets, never inside a UTF-8 character', () => {
    const description = `${'Цифровой рудник: '.repeat(12)}${'x'.repeat(90)} «конец»`;
    const text = calendarFile(
      { ...entry, summary: 'Форум «Цифровой рудник» 2026', description },
      options,
    );
    const lines = physicalLines(text);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A fold inside a character would leave a broken sequence at a line's edge.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
    const folded = lines.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(2);
    expect(property(text, 'DESCRIPTION')).toBe(`DESCRIPTION:${description}`);
    expect(parsedEvent(text).getFirstPropertyValue('description')).toBe(description);
  });
});

describe('calendarResponse', () => {
  it('is text/calendar, downloaded under the given name', async () => {
    const response = calendarResponse(calendarFile(entry, options), 'digital-mine-forum-2026');
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="digital-mine-forum-2026.ics"',
    );
    expect(await response.text()).toContain('BEGIN:VCALENDAR\r\n');
  });
});
