import { ICalCalendarMethod, default as ical } from 'ical-generator';

/** One entry of a calendar file: an event or a webinar, as a visitor's calendar keeps it. */
export interface CalendarEntry {
  /** Stable across downloads and languages, so a second import updates the first. */
  uid: string;
  /** Instants: ISO date-times with their offset, or dates. Written in UTC. */
  start: string | Date;
  end: string | Date;
  summary: string;
  description?: string;
  location?: string;
  /** The absolute URL of the entry's page. */
  url: string;
}

export interface CalendarFileOptions {
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** The language of its texts, for PRODID (`en`, `ru`). */
  language: string;
}

/**
 * An iCalendar file (RFC 5545) of one entry: a VCALENDAR holding one VEVENT with UID, DTSTAMP,
 * DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION and URL. ical-generator writes the
 * text rules: CRLF line ends, lines folded at 75 octets (never inside a UTF-8 character), and
 * `\`, `,`, `;` and newlines escaped in text values. The file ends with CRLF, as every content
 * line must (RFC 5545 §3.1), which the library leaves off its last line.
 */
export function calendarFile(entry: CalendarEntry, options: CalendarFileOptions): string {
  const calendar = ical({
    prodId: {
      company: 'Ferrum Digital',
      product: 'website',
      language: options.language.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar NAME: ical-generator 11 writes it unescaped (a newline would break the file),
    // and one event needs none.
  });
  calendar.createEvent({
    id: entry.uid,
    stamp: options.stamp,
    start: new Date(entry.start),
    end: new Date(entry.end),
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.location ? { location: entry.location } : {}),
    url: entry.url,
  });
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** The response of a calendar file: `text/calendar`, downloaded as `<name>.ics`. */
export function calendarResponse(body: string, name: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${name.replace(/[^a-z0-9_-]/gi, '_')}.ics"`,
      'cache-control': 'public, max-age=600',
    },
  });
}
