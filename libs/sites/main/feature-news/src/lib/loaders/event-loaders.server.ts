import { contentNow } from '@corp/shared/contracts';
import type { EventsPage, ServedEvent, ServedIndustry, WebinarsPage } from '@corp/shared/contracts';
import type { PrefetchRequest, PrefetchResult } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { loadQueries, optional, pageSeo, required, seoRequest } from '@corp/shared/document';
import { toEventCardPage } from '../EventList/EventList';
import { toEventPromo } from '../EventsPromo/EventsPromo.island';
import type { EventPromoData } from '../EventsPromo/EventsPromo.island';
import { instantOf } from '../util/dates';
import {
  DEFAULT_EVENT_FILTERS,
  EMPTY_WEBINARS_PAGE,
  emptyEventsPage,
  eventsArgs,
  webinarsArgs,
} from '../util/list-args';
import type { NewsLoaderArgs } from './page-loader.server';
import { codeParam, itemSeoFallback, listSeoFallback, pageLocale } from './page-loader.server';

/**
 * The call of the events promo widget (`GET /events/?promo=true`, the first one), for any page's
 * loader: `loadQueries(context, [promoEventRequest(locale), …])`, then `promoEventOf(result)`.
 */
export function promoEventRequest(locale: Locale): PrefetchRequest {
  return ['getEvents', { locale, promo: true, limit: 1 }];
}

/**
 * The promo event of `promoEventRequest`'s result, as the promo shows it; none when there is none
 * or the call failed.
 */
export function promoEventOf(result: PrefetchResult | undefined): EventPromoData | null {
  const event = optional<EventsPage | null>(result, null)?.items[0];
  return event ? toEventPromo(event) : null;
}

/**
 * `/events/`: the promo event, the industries of the filter, and page 1 of upcoming events and
 * of the archive kept for the page's language (nine each, §9), each event as its card. Lists fail
 * silently (§8).
 */
export async function loadEventsPage({ request, context }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const [seo, promo, industries, upcoming, archive] = await loadQueries(context, [
    seoRequest(request, locale),
    promoEventRequest(locale),
    ['getIndustries', { locale }],
    ['getEvents', eventsArgs(locale, 'upcoming', DEFAULT_EVENT_FILTERS, 1)],
    ['getEvents', eventsArgs(locale, 'archive', DEFAULT_EVENT_FILTERS, 1)],
  ]);
  return {
    locale,
    promo: promoEventOf(promo),
    industries: optional<ServedIndustry[]>(industries, []),
    upcoming: toEventCardPage(optional<EventsPage>(upcoming, emptyEventsPage(locale))),
    archive: toEventCardPage(optional<EventsPage>(archive, emptyEventsPage(locale))),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await listSeoFallback(locale, 'events.title', 'events.metaDescription'),
    ),
  };
}

/** `/events/{code}/`: one event; an unknown code is the page's 404. */
export async function loadEventPage({ request, context, params }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const code = codeParam(params['code']);
  const [seo, eventResult, industries] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getEvent', { locale, code }],
    ['getIndustries', { locale }],
  ]);
  const event = required<ServedEvent>(eventResult);
  const industryName = optional<ServedIndustry[]>(industries, []).find(
    (industry) => industry.id === event.industry,
  )?.name;
  return {
    locale,
    event,
    // Over as at the same instant as the API's lists (CONTENT_NOW in tests, otherwise now).
    ended: instantOf(event.endDate) < contentNow().getTime(),
    ...(industryName ? { industryName } : {}),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await itemSeoFallback(locale, event.name, event.previewText, event.image.desktop),
    ),
  };
}

/** `/news/webinars/`: the industries and page 1 of upcoming webinars and of the recordings. */
export async function loadWebinarsPage({ request, context }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const [seo, industries, upcoming, archive] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getIndustries', { locale }],
    ['getWebinars', webinarsArgs(locale, 'upcoming', 0, 1)],
    ['getWebinars', webinarsArgs(locale, 'archive', 0, 1)],
  ]);
  return {
    locale,
    industries: optional<ServedIndustry[]>(industries, []),
    upcoming: optional<WebinarsPage>(upcoming, EMPTY_WEBINARS_PAGE),
    archive: optional<WebinarsPage>(archive, EMPTY_WEBINARS_PAGE),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await listSeoFallback(locale, 'webinars.title', 'webinars.metaDescription'),
    ),
  };
}
