import { contentNow, webinarEndsAt } from '@corp/shared/contracts';
import type { ServedEvent, ServedWebinar, WebinarsPage } from '@corp/shared/contracts';
import { loadQueries, optional, required } from '@corp/shared/document';
import type { NewsLoaderArgs } from '../loaders/page-loader.server';
import { codeParam, notFound, pageLocale } from '../loaders/page-loader.server';
import { newsText } from '../texts/news-texts';
import { newsPaths } from '../util/paths';
import { webinarsArgs } from '../util/list-args';
import { calendarFile, calendarResponse } from './calendar-file.server';

/** A page's absolute URL: the site's public origin (the request's, set by the web server). */
const absolute = (request: Request, path: string) => new URL(path, request.url).href;

/**
 * `/events/{code}/calendar.ics` (and `/ru/…`): the event as an iCalendar file, in the page's
 * language, linking back to the event's page; an unknown event is a 404.
 */
export async function loadEventCalendar({ request, context, params }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const code = codeParam(params['code']);
  const [result] = await loadQueries(context, [['getEvent', { locale, code }]]);
  const event = required<ServedEvent>(result);
  const url = absolute(request, newsPaths.event(locale, event.code));
  const body = calendarFile(
    {
      uid: `event-${event.code}@${new URL(request.url).hostname}`,
      start: event.startDate,
      end: event.endDate,
      summary: event.name,
      description: `${event.previewText}\n\n${url}`,
      location: event.place,
      url,
    },
    { stamp: contentNow(), language: locale },
  );
  return calendarResponse(body, event.code);
}

/**
 * `/news/webinars/{code}/calendar.ics` (and `/ru/…`): a webinar as an iCalendar file, from its
 * start for its length, with its registration page; an unknown webinar is a 404.
 */
export async function loadWebinarCalendar({ request, context, params }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const code = codeParam(params['code']);
  // Webinars have no page of their own: the upcoming list, then the recordings kept.
  const lists = await loadQueries(context, [
    ['getWebinars', { ...webinarsArgs(locale, 'upcoming', 0, 1), limit: 100 }],
    ['getWebinars', { ...webinarsArgs(locale, 'archive', 0, 1), limit: 100 }],
  ]);
  const webinar = lists
    .flatMap((list) => optional<WebinarsPage | null>(list, null)?.items ?? [])
    .find((item: ServedWebinar) => item.code === code);
  if (!webinar) {
    // A failed list is the API's failure, not an unknown webinar.
    lists.forEach((list) => required(list));
    return notFound();
  }
  const url = absolute(request, `${newsPaths.webinars(locale)}#${encodeURIComponent(code)}`);
  const speakers = webinar.speakers.map((speaker) => `${speaker.name}, ${speaker.position}`);
  const body = calendarFile(
    {
      uid: `webinar-${webinar.code}@${new URL(request.url).hostname}`,
      start: webinar.startDate,
      end: new Date(webinarEndsAt(webinar)),
      summary: webinar.title,
      description: [
        webinar.description,
        `${await newsText(locale, 'webinars.speakers')}: ${speakers.join('; ')}`,
        webinar.externalLink,
      ].join('\n\n'),
      location: `${await newsText(locale, 'events.formats.online')}: ${webinar.externalLink}`,
      url,
    },
    { stamp: contentNow(), language: locale },
  );
  return calendarResponse(body, webinar.code);
}
