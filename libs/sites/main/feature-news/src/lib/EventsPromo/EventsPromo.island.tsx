import { useEffect, useState, useSyncExternalStore } from 'react';
import { PathLink } from '@corp/shared/layout/islands';
import { KeptServerHtml } from '@corp/shared/document/islands';
import { pick } from '@corp/shared/contracts';
import type { ServedEvent } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { Icon, buttonClassName } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import { dateRange, eventTime } from '../util/dates';
import { newsPaths } from '../util/paths';
import { PROMO_PREVIEW_WORDS, truncateWords } from '../util/words';
import styles from './EventsPromo.module.scss';

/** Spec §9: the promo's button appears this long after the promo is shown. */
export const PROMO_BUTTON_DELAY_MS = 1000;

/** Spec §4 "Events promo": undetermined, then shown, or closed by the visitor. */
export type EventsPromoState = 'undetermined' | 'shown' | 'closed';

const storageKey = (code: string) => `eventsPromoClosed:${code}`;
/** Closed promos of this page, should session storage be unavailable. */
const closedHere = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function closedBefore(code: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(code)) === '1';
  } catch {
    return closedHere.has(code);
  }
}

function close(code: string) {
  try {
    window.sessionStorage.setItem(storageKey(code), '1');
  } catch {
    closedHere.add(code);
  }
  listeners.forEach((listener) => listener());
}

/**
 * The promo's state: undetermined on the server and while hydrating, then shown unless the
 * visitor closed this promo earlier in the session.
 */
function usePromoState(code: string): EventsPromoState {
  return useSyncExternalStore(
    subscribe,
    () => (closedBefore(code) ? 'closed' : 'shown'),
    () => 'undetermined',
  );
}

/** What the promo shows of its event (and its buttons use): all a loader gives it. */
export const EVENT_PROMO_FIELDS = [
  'code',
  'name',
  'background',
  'startDate',
  'endDate',
  'timeZone',
  'place',
  'previewText',
  'target',
  'registrationOpen',
  'formTitle',
  'hasDropEmail',
  'dropEmailUrl',
  'dropEmailText',
  'dropEmailId',
] as const satisfies readonly (keyof ServedEvent)[];

export type EventPromoData = Pick<ServedEvent, (typeof EVENT_PROMO_FIELDS)[number]>;

/** The promo's event: without its page (text, programme, picture, list flags). */
export function toEventPromo(event: EventPromoData): EventPromoData {
  return pick(event, EVENT_PROMO_FIELDS);
}

export interface EventsPromoProps {
  /** The promo event (`GET /events/?promo=true`). */
  event: EventPromoData;
  locale: Locale;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The promo's dates, hours (in the event's zone) and venue. */
function PromoWhen({ event, locale }: { event: EventPromoData; locale: Locale }) {
  return (
    <>
      <time dateTime={event.startDate}>{dateRange(event.startDate, event.endDate, locale)}</time>
      <span>{eventTime(event, locale)}</span>
      <span>{event.place}</span>
    </>
  );
}

/**
 * The events promo widget (spec §2.8, §3 "Event promo", §4): the event's name, dates, time and
 * venue on its background, the preview cut at 50 words, and a button that appears one second
 * after the promo shows. The visitor can close it; it stays closed for the browser session.
 * An island page's part (ADR 0032, `news-events-promo`): its props are JSON.
 */
export function EventsPromo({ event, locale, headingLevel = 2, className }: EventsPromoProps) {
  const t = useNewsTexts();
  const state = usePromoState(event.code);
  const [buttonShown, setButtonShown] = useState(false);

  useEffect(() => {
    if (state !== 'shown') return undefined;
    const timer = setTimeout(() => setButtonShown(true), PROMO_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'closed') return null;

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = `events-promo-${event.code}`;
  const href = newsPaths.event(locale, event.code);
  // One primary action on the navy promo: registering when it is open, else reading more.
  const moreClass = buttonClassName(
    { variant: event.registrationOpen ? 'outline' : 'primary', size: 'medium' },
    styles['button'],
  );
  return (
    <section
      className={[styles['promo'], className].filter(Boolean).join(' ')}
      style={{ background: event.background.raw }}
      aria-labelledby={headingId}
      data-state={state}
    >
      <div className={styles['content']}>
        <p className={styles['label']}>{t('promo.label')}</p>
        <Heading id={headingId} className={styles['name']}>
          {event.name}
        </Heading>
        {/* The server's text as it hydrates: a zoned time's first format costs a phone tens of
            milliseconds (the browser loads its time-zone data). */}
        <KeptServerHtml as="p" keep className={styles['when']}>
          <PromoWhen event={event} locale={locale} />
        </KeptServerHtml>
        <p className={styles['preview']}>{truncateWords(event.previewText, PROMO_PREVIEW_WORDS)}</p>
        <div className={styles['actions']}>
          {buttonShown ? (
            event.target === '_blank' ? (
              <a className={moreClass} href={href} target="_blank" rel="noopener noreferrer">
                {t('promo.more')}
                <span className={styles['hidden']}> ({t('common.newTab')})</span>
              </a>
            ) : (
              <PathLink className={moreClass} to={href}>
                {t('promo.more')}
              </PathLink>
            )
          ) : null}
          {buttonShown && event.registrationOpen ? (
            <ModalButton
              className={buttonClassName({ variant: 'primary', size: 'medium' }, styles['button'])}
              modal="main-event"
              data={{
                event: event.code,
                title: event.formTitle,
                subtitle: event.name,
                calendar: newsPaths.eventCalendar(locale, event.code),
              }}
            >
              {t('events.register')}
            </ModalButton>
          ) : null}
          {event.hasDropEmail && event.dropEmailUrl && event.dropEmailText ? (
            <PathLink
              className={styles['secondary']}
              to={event.dropEmailUrl}
              id={event.dropEmailId}
            >
              {event.dropEmailText}
            </PathLink>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className={styles['close']}
        aria-label={t('promo.close')}
        onClick={() => close(event.code)}
      >
        <Icon name="close" size={20} />
      </button>
    </section>
  );
}
