import { PathLink } from '@corp/shared/layout/islands';
import { pick } from '@corp/shared/contracts';
import type { ServedEvent } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { buttonClassName } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import { dateRange, eventTime } from '../util/dates';
import { newsPaths } from '../util/paths';
import styles from './EventCard.module.scss';

/** What an event card shows of an event (and its industry's name): all a loader gives it. */
export const EVENT_CARD_FIELDS = [
  'code',
  'name',
  'place',
  'previewText',
  'startDate',
  'endDate',
  'timeZone',
  'format',
  'industry',
  'background',
  'registrationOpen',
  'formTitle',
] as const satisfies readonly (keyof ServedEvent)[];

export type EventCardData = Pick<ServedEvent, (typeof EVENT_CARD_FIELDS)[number]>;

/** An event's card: without its page (text, programme, picture, list flags). */
export function toEventCard(event: EventCardData): EventCardData {
  return pick(event, EVENT_CARD_FIELDS);
}

export interface EventCardProps {
  event: EventCardData;
  locale: Locale;
  industryName?: string;
  headingLevel?: 2 | 3;
}

/** An event in a list: its background with format and dates, then name, venue, time, preview. */
export function EventCard({ event, locale, industryName, headingLevel = 3 }: EventCardProps) {
  const t = useNewsTexts();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles['card']}>
      <div className={styles['band']} style={{ background: event.background.raw }}>
        <span className={styles['format']}>{t(`events.formats.${event.format}`)}</span>
        <p className={styles['dates']}>
          <time dateTime={event.startDate}>
            {dateRange(event.startDate, event.endDate, locale)}
          </time>
        </p>
      </div>
      <div className={styles['body']}>
        <Heading className={styles['title']}>
          <PathLink to={newsPaths.event(locale, event.code)} className={styles['link']}>
            {event.name}
          </PathLink>
        </Heading>
        <p className={styles['meta']}>
          <span>{event.place}</span>
          <span>{eventTime(event, locale)}</span>
        </p>
        <p className={styles['preview']}>{event.previewText}</p>
        {industryName ? <p className={styles['industry']}>{industryName}</p> : null}
        {event.registrationOpen ? (
          // Above the card's stretched link: registering does not leave the list (spec §2.9).
          <ModalButton
            className={buttonClassName({ size: 'small', variant: 'secondary' }, styles['register'])}
            modal="event-request"
            data={{
              event: event.code,
              title: event.formTitle,
              subtitle: event.name,
              calendar: newsPaths.eventCalendar(locale, event.code),
            }}
          >
            {t('events.register')}
            <span className={styles['hidden']}> — {event.name}</span>
          </ModalButton>
        ) : null}
      </div>
    </article>
  );
}
