import type { EventsPage, WebinarsPage } from '@corp/shared/contracts';
import { EVENTS_PAGE_SIZE } from '@corp/shared/data-access-api/browser';
import type { EventsArgs, WebinarsArgs } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';

/** Upcoming events or webinars, or the archive of ended ones kept for the page's language. */
export type ListKind = 'upcoming' | 'archive';

export const EVENT_FORMAT_FILTERS = ['all', 'online', 'offline', 'hybrid'] as const;
export type EventFormatFilter = (typeof EVENT_FORMAT_FILTERS)[number];

/** Spec §3 event filters: format (default all) and industry (default 0 = all). */
export interface EventFilters {
  format: EventFormatFilter;
  industry: number;
}
export const DEFAULT_EVENT_FILTERS: EventFilters = { format: 'all', industry: 0 };

/** Spec §7 archive flags: `showAfterEndRu` for Russian (and Kazakh) pages, else `showAfterEndEn`. */
export function archiveFlags(
  locale: Locale,
): Pick<EventsArgs, 'showAfterEndRu' | 'showAfterEndEn'> {
  return locale === 'ru' || locale === 'kz' ? { showAfterEndRu: true } : { showAfterEndEn: true };
}

/** The `GET /events/` arguments of one page of a list (defaults left out, as the API assumes them). */
export function eventsArgs(
  locale: Locale,
  kind: ListKind,
  filters: EventFilters,
  page: number,
): EventsArgs {
  return {
    locale,
    page,
    limit: EVENTS_PAGE_SIZE,
    ...(filters.format !== 'all' ? { format: filters.format } : {}),
    ...(filters.industry ? { industry: filters.industry } : {}),
    ...(kind === 'archive' ? archiveFlags(locale) : {}),
  };
}

/** Webinar list filters: which lists to show, and the industry (0 = all). */
export const WEBINAR_FORMAT_FILTERS = ['all', 'upcoming', 'recordings'] as const;
export type WebinarFormatFilter = (typeof WEBINAR_FORMAT_FILTERS)[number];

/** Webinars page size: as the events lists (spec §9). */
export const WEBINARS_PAGE_SIZE = EVENTS_PAGE_SIZE;

/** The `GET /webinars/` arguments of one page of a list. */
export function webinarsArgs(
  locale: Locale,
  kind: ListKind,
  industry: number,
  page: number,
): WebinarsArgs {
  return {
    locale,
    page,
    limit: WEBINARS_PAGE_SIZE,
    ...(industry ? { industry } : {}),
    ...(kind === 'archive' ? archiveFlags(locale) : {}),
  };
}

/** Whether two argument objects ask for the same thing (key order and `undefined`s aside). */
export function sameArgs(a: object, b: object): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: object): string {
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    // Code-unit order: the first localeCompare of a page loads the ICU collator (a long task on
    // a phone), and argument names need no language's order.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** A list that is empty (a failed call, §8). */
export const emptyEventsPage = (locale: Locale): EventsPage => ({
  items: [],
  totalCount: 0,
  page: 1,
  initialLocale: locale,
});
export const EMPTY_WEBINARS_PAGE: WebinarsPage = { items: [], totalCount: 0, page: 1 };

/** How many pages `total` items fill. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** What an RTK Query hook reports about the page it was asked for. */
export interface QueryReport<P> {
  data?: P | undefined;
  isError: boolean;
  isFetching: boolean;
}

/**
 * The page a server-first list shows: the loader's page while the arguments are the server's
 * (the hook is skipped then); otherwise the hook's data, the loader's page while the first other
 * page is on its way, or an empty page when the call failed (§8: lists fail silently and empty).
 */
export function shownPage<P>(
  isInitial: boolean,
  initial: P,
  empty: P,
  report: QueryReport<P>,
): { page: P; loading: boolean; failed: boolean } {
  if (isInitial) return { page: initial, loading: false, failed: false };
  if (report.isError && !report.isFetching) return { page: empty, loading: false, failed: true };
  return { page: report.data ?? initial, loading: report.isFetching, failed: false };
}
