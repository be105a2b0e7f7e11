import { useState } from 'react';
import type { EventsPage } from '@corp/shared/contracts';
import { EVENTS_PAGE_SIZE, useBrowserQuery } from '@corp/shared/data-access-api/browser';
import type { EventsArgs } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { EventCard, toEventCard } from '../EventCard/EventCard';
import type { EventCardData } from '../EventCard/EventCard';
import { PagedSection } from '../PagedSection/PagedSection';
import type { EventFilters, ListKind } from '../util/list-args';
import { emptyEventsPage, eventsArgs, pageCount, sameArgs, shownPage } from '../util/list-args';

/**
 * A page of an events list as a loader gives it: each event as its card. The browser's later
 * pages (RTK Query, not merged with this one) are whole `EventsPage`s, which are one too.
 */
export type EventCardPage = Omit<EventsPage, 'items'> & { items: EventCardData[] };

/** The cards of a page of events. */
export function toEventCardPage(page: EventCardPage): EventCardPage {
  return { ...page, items: page.items.map(toEventCard) };
}

export interface EventListProps {
  locale: Locale;
  kind: ListKind;
  filters: EventFilters;
  /** The arguments the loader fetched `initial` with. */
  initialArgs: EventsArgs;
  /** Page 1 as the server rendered it. */
  initial: EventCardPage;
  industryNames: Readonly<Record<number, string>>;
  title: string;
  /** Shown when the filters match nothing (not when the call failed: §8, silent). */
  emptyText: string;
  headingId: string;
}

/**
 * One events list of spec §2.8 (upcoming or archive), nine a page (§9) with pagination: the
 * server's page 1 first, other pages and filters through RTK Query in the browser (loaded on the first change).
 * Give it a `key` of its filters so a new filter starts again from page 1.
 */
export function EventList({
  locale,
  kind,
  filters,
  initialArgs,
  initial,
  industryNames,
  title,
  emptyText,
  headingId,
}: EventListProps) {
  const [page, setPage] = useState(1);
  const args = eventsArgs(locale, kind, filters, page);
  const isInitial = sameArgs(args, initialArgs);
  const report = useBrowserQuery('getEvents', args, { skip: isInitial, locale });
  const shown = shownPage<EventCardPage>(isInitial, initial, emptyEventsPage(locale), report);
  return (
    <PagedSection
      title={title}
      headingId={headingId}
      items={shown.page.items}
      keyOf={(event) => event.code}
      renderItem={(event) => (
        <EventCard event={event} locale={locale} industryName={industryNames[event.industry]} />
      )}
      page={page}
      totalPages={pageCount(shown.page.totalCount, EVENTS_PAGE_SIZE)}
      onPageChange={setPage}
      loading={shown.loading}
      failed={shown.failed}
      emptyText={emptyText}
      fromServer={isInitial}
    />
  );
}
