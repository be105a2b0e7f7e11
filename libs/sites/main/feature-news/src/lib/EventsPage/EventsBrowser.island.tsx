import { useState } from 'react';
import type { ServedIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { EventList } from '../EventList/EventList';
import type { EventCardPage } from '../EventList/EventList';
import { ListFilters } from '../ListFilters/ListFilters';
import { useNewsTexts } from '../texts/news-texts';
import { industryNames } from '../util/industries';
import type { EventFilters, EventFormatFilter } from '../util/list-args';
import { DEFAULT_EVENT_FILTERS, EVENT_FORMAT_FILTERS, eventsArgs } from '../util/list-args';
import styles from './EventsPage.module.scss';

export interface EventsBrowserProps {
  locale: Locale;
  industries: readonly ServedIndustry[];
  /** Page 1 of upcoming events with the default filters. */
  upcoming: EventCardPage;
  /** Page 1 of the archive kept for the page's language. */
  archive: EventCardPage;
}

/**
 * The events page's format and industry filters with the two lists they filter (upcoming and
 * the archive, each paged through the API). An island page's part (ADR 0032, `news-events`):
 * its props are JSON, and nothing in it imports React Router.
 */
export function EventsBrowser({ locale, industries, upcoming, archive }: EventsBrowserProps) {
  const t = useNewsTexts();
  const [filters, setFilters] = useState<EventFilters>(DEFAULT_EVENT_FILTERS);
  const names = industryNames(industries);
  const filterKey = `${filters.format}-${filters.industry}`;
  return (
    <>
      <div className={styles['filters']}>
        <ListFilters
          label={t('events.filters.label')}
          filters={[
            {
              id: 'events-format',
              label: t('events.filters.format'),
              options: EVENT_FORMAT_FILTERS.map((format) => ({
                value: format,
                label: t(`events.formats.${format}`),
              })),
              value: filters.format,
              onChange: (value) =>
                setFilters((current) => ({ ...current, format: value as EventFormatFilter })),
            },
            {
              id: 'events-industry',
              label: t('events.filters.industry'),
              options: [
                { value: '0', label: t('common.allIndustries') },
                ...industries.map((industry) => ({
                  value: String(industry.id),
                  label: industry.name,
                })),
              ],
              value: String(filters.industry),
              onChange: (value) =>
                setFilters((current) => ({ ...current, industry: Number(value) || 0 })),
            },
          ]}
        />
      </div>
      <EventList
        key={`upcoming-${filterKey}`}
        locale={locale}
        kind="upcoming"
        filters={filters}
        initialArgs={eventsArgs(locale, 'upcoming', DEFAULT_EVENT_FILTERS, 1)}
        initial={upcoming}
        industryNames={names}
        title={t('events.upcoming')}
        emptyText={t('events.empty')}
        headingId="events-upcoming"
      />
      <EventList
        key={`archive-${filterKey}`}
        locale={locale}
        kind="archive"
        filters={filters}
        initialArgs={eventsArgs(locale, 'archive', DEFAULT_EVENT_FILTERS, 1)}
        initial={archive}
        industryNames={names}
        title={t('events.archive')}
        emptyText={t('events.emptyArchive')}
        headingId="events-archive"
      />
    </>
  );
}
