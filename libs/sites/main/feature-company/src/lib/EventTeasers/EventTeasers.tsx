import { pick } from '@corp/shared/contracts';
import type { ServedEvent } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { CardGrid, sitePath, TeaserCard } from '@corp/shared/page-parts';
import { useCompanyTexts } from '../company-texts';
import styles from './EventTeasers.module.scss';

/** What an event teaser shows of an event: all a loader gives it. */
export const EVENT_TEASER_FIELDS = [
  'code',
  'name',
  'image',
  'startDate',
  'endDate',
  'place',
  'previewText',
  'format',
] as const satisfies readonly (keyof ServedEvent)[];

export type EventTeaserData = Pick<ServedEvent, (typeof EVENT_TEASER_FIELDS)[number]>;

/** An event's teaser: without its page (text, programme, registration form, list flags). */
export function toEventTeaser(event: EventTeaserData): EventTeaserData {
  return pick(event, EVENT_TEASER_FIELDS);
}

export interface EventTeasersProps {
  items: readonly EventTeaserData[];
  locale: Locale;
}

/** The day an event starts or ends, as written in the event's own time zone. */
const localDay = (dateTime: string) => dateTime.slice(0, 10);

/** `3 December 2026` or `3 December 2026 – 4 December 2026`. */
export function eventDates(event: Pick<ServedEvent, 'startDate' | 'endDate'>, locale: Locale) {
  const start = formatDate(localDay(event.startDate), locale);
  const end = formatDate(localDay(event.endDate), locale);
  return start === end ? start : `${start} – ${end}`;
}

/** Upcoming events as teaser cards linking to each event's page. */
export function EventTeasers({ items, locale }: EventTeasersProps) {
  const t = useCompanyTexts();
  return (
    <CardGrid>
      {items.map((event) => (
        <TeaserCard
          key={event.code}
          title={event.name}
          href={sitePath(`/events/${event.code}/`, locale)}
          image={event.image}
          meta={
            <>
              <time dateTime={event.startDate}>{eventDates(event, locale)}</time>
              <span className={styles['place']}>{event.place}</span>
            </>
          }
          text={event.previewText}
          footer={<span className={styles['format']}>{t(`eventFormat.${event.format}`)}</span>}
        />
      ))}
    </CardGrid>
  );
}
