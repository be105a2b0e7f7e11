import ICAL from 'ical.js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loaderArgs, NOW, thrown } from '../testing/render-page';
import { loadEventCalendar, loadWebinarCalendar } from './calendar-loaders.server';

const server = setupServer(...createApiHandlers({ now: () => NOW }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const veventOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') as ICAL.Component;
const utc = (event: ICAL.Component, name: string) =>
  (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();

describe('the calendar file routes', () => {
  it("/events/{code}/calendar.ics: the event at its instants, its venue and its page's URL", async () => {
    const code = 'metalworking-digital-day-ekaterinburg';
    const response = await loadEventCalendar(loaderArgs(`/events/${code}/calendar.ics`, { code }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${code}.ics"`);
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const event = veventOf(text);
    // 10:00–17:00 in Yekaterinburg (UTC+5).
    expect(utc(event, 'dtstart')).toBe('2026-12-10T05:00:00.000Z');
    expect(utc(event, 'dtend')).toBe('2026-12-10T12:00:00.000Z');
    expect(event.getFirstPropertyValue('uid')).toBe(`event-${code}@site.test`);
    expect(event.getFirstPropertyValue('summary')).toBe('Digital Machining Day, Yekaterinburg');
    expect(event.getFirstPropertyValue('location')).toBe(
      'Yekaterinburg, Ural Machine-Building Cluster',
    );
    expect(String(event.getFirstPropertyValue('url'))).toBe(`http://site.test/events/${code}/`);
    expect(event.getFirstPropertyValue('dtstamp')).not.toBeNull();
  });

  it('writes the Russian page in Russian, with the same UID', async () => {
    const code = 'digital-mine-forum-2026';
    const response = await loadEventCalendar(
      loaderArgs(`/ru/events/${code}/calendar.ics`, { code }),
    );
    const event = veventOf(await response.text());
    expect(event.getFirstPropertyValue('summary')).toMatch(/[а-я]/i);
    expect(event.getFirstPropertyValue('uid')).toBe(`event-${code}@site.test`);
    expect(String(event.getFirstPropertyValue('url'))).toBe(`http://site.test/ru/events/${code}/`);
  });

  it('is a 404 for an unknown event, and an error when the API fails', async () => {
    expect(
      await thrown(() =>
        loadEventCalendar(
          loaderArgs('/events/no-such-event/calendar.ics', { code: 'no-such-event' }),
        ),
      ),
    ).toMatchObject({ status: 404 });
    server.use(http.get('*/api/v1/events/:code/', () => new HttpResponse(null, { status: 503 })));
    const failed = await thrown(() =>
      loadEventCalendar(
        loaderArgs('/events/digital-mine-forum-2026/calendar.ics', {
          code: 'digital-mine-forum-2026',
        }),
      ),
    );
    expect(failed.status).toBeGreaterThanOrEqual(500);
  });

  it('/news/webinars/{code}/calendar.ics: the webinar from its start for its length', async () => {
    const code = 'predictive-quality-steel';
    const response = await loadWebinarCalendar(
      loaderArgs(`/news/webinars/${code}/calendar.ics`, { code }),
    );
    expect(response.status).toBe(200);
    const event = veventOf(await response.text());
    // 14:00 Moscow time (UTC+3), 75 minutes.
    expect(utc(event, 'dtstart')).toBe('2026-12-15T11:00:00.000Z');
    expect(utc(event, 'dtend')).toBe('2026-12-15T12:15:00.000Z');
    expect(event.getFirstPropertyValue('uid')).toBe(`webinar-${code}@site.test`);
    expect(String(event.getFirstPropertyValue('url'))).toBe(
      `http://site.test/news/webinars/#${code}`,
    );
    expect(String(event.getFirstPropertyValue('description'))).toContain('https://');
  });

  it('is a 404 for an unknown webinar, and an error when the API fails', async () => {
    expect(
      await thrown(() =>
        loadWebinarCalendar(loaderArgs('/news/webinars/nope/calendar.ics', { code: 'nope' })),
      ),
    ).toMatchObject({ status: 404 });
    server.use(http.get('*/api/v1/webinars/', () => new HttpResponse(null, { status: 503 })));
    const failed = await thrown(() =>
      loadWebinarCalendar(
        loaderArgs('/news/webinars/predictive-quality-steel/calendar.ics', {
          code: 'predictive-quality-steel',
        }),
      ),
    );
    expect(failed.status).toBeGreaterThanOrEqual(500);
  });
});
