import type { ReactNode } from 'react';
import { PathLink } from '@corp/shared/layout';
import type { ServedEvent } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { buttonClassName, Icon, Picture } from '@corp/shared/ui';
import { PageHeading } from '../PageHeading/PageHeading';
import { useNewsTexts } from '../texts/news-texts';
import { dateRange, eventTime, slotTime } from '../util/dates';
import { newsPaths } from '../util/paths';
import styles from './EventPage.module.scss';

export interface EventPageProps {
  locale: Locale;
  event: ServedEvent;
  industryName?: string;
  /** Whether the event is over (decided by the loader, so server and browser agree). */
  ended: boolean;
  /** The registration control; by default the button of the event-request dialog (spec §2.9). */
  registerAction?: ReactNode;
}

/** `/events/{code}/`: an event's facts, description, programme and registration. */
export function EventPage({ locale, event, industryName, ended, registerAction }: EventPageProps) {
  const t = useNewsTexts();
  const facts: { term: string; value: ReactNode }[] = [
    {
      term: t('events.when'),
      value: (
        <time dateTime={event.startDate}>{dateRange(event.startDate, event.endDate, locale)}</time>
      ),
    },
    // In the event's own zone, named, whatever the visitor's zone (issue 42).
    { term: t('events.time'), value: eventTime(event, locale) },
    { term: t('events.where'), value: event.place },
    { term: t('events.format'), value: t(`events.formats.${event.format}`) },
    ...(industryName ? [{ term: t('common.industry'), value: industryName }] : []),
  ];
  const calendar = newsPaths.eventCalendar(locale, event.code);
  const registrationText = ended
    ? t('events.ended')
    : event.registrationOpen
      ? t('events.registrationOpen')
      : t('events.registrationClosed');
  return (
    <div className={styles['page']}>
      <article aria-labelledby="event-title">
        <PageHeading
          locale={locale}
          breadcrumbs={[
            { label: t('events.title'), href: newsPaths.events(locale) },
            { label: event.name },
          ]}
          eyebrow={t(`events.formats.${event.format}`)}
          title={event.name}
          titleId="event-title"
          lead={event.previewText}
        />
        <div className={styles['summary']} style={{ background: event.background.raw }}>
          <dl className={styles['facts']}>
            {facts.map((fact) => (
              <div key={fact.term} className={styles['fact']}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles['image']}>
            <Picture image={event.image} alt={event.image.alt ?? ''} fit="cover" loading="eager" />
          </div>
        </div>
        <div className={styles['body']}>
          <div className={styles['main']}>
            <section aria-labelledby="event-details">
              <h2 id="event-details" className={styles['subtitle']}>
                {t('events.details')}
              </h2>
              <div className={styles['text']}>
                {event.text.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
            {event.program && event.program.length > 0 ? (
              <section aria-labelledby="event-program">
                <h2 id="event-program" className={styles['subtitle']}>
                  {t('events.program')}
                </h2>
                <ol className={styles['program']}>
                  {event.program.map((slot) => (
                    <li key={`${slot.time}-${slot.title}`} className={styles['slot']}>
                      <span className={styles['slotTime']}>{slotTime(slot.time, locale)}</span>
                      <span className={styles['slotTitle']}>
                        {slot.title}
                        {slot.speaker ? (
                          <span className={styles['speaker']}>{slot.speaker}</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </div>
          <aside className={styles['aside']} aria-labelledby="event-registration">
            <h2 id="event-registration" className={styles['subtitle']}>
              {ended ? t('events.registration') : event.formTitle}
            </h2>
            <p className={styles['status']}>{registrationText}</p>
            {ended || !event.registrationOpen
              ? null
              : (registerAction ?? (
                  <ModalButton
                    modal="event-request"
                    data={{
                      event: event.code,
                      title: event.formTitle,
                      subtitle: event.name,
                      calendar,
                    }}
                    className={buttonClassName({}, styles['register'])}
                  >
                    {t('events.register')}
                  </ModalButton>
                ))}
            {ended ? null : (
              // A file, not a page: the browser downloads it (no client-side navigation).
              <a className={styles['calendar']} href={calendar} download={`${event.code}.ics`}>
                <Icon name="download" size={20} />
                {t('common.addToCalendar')}
              </a>
            )}
            {!ended && event.hasDropEmail && event.dropEmailUrl && event.dropEmailText ? (
              <PathLink className={styles['drop']} to={event.dropEmailUrl} id={event.dropEmailId}>
                {event.dropEmailText}
              </PathLink>
            ) : null}
            <PathLink className={styles['back']} to={newsPaths.events(locale)}>
              {t('events.allEvents')}
            </PathLink>
          </aside>
        </div>
      </article>
    </div>
  );
}
