import type { ServedWebinar } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { buttonClassName, Card, Icon, Picture } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import { contentDate, webinarTime } from '../util/dates';
import type { ListKind } from '../util/list-args';
import { newsCardParts } from '../util/news-card';
import { newsPaths } from '../util/paths';
import styles from './WebinarCard.module.scss';

export interface WebinarCardProps {
  webinar: ServedWebinar;
  locale: Locale;
  /** Upcoming webinars link to registration, ended ones to their recording. */
  kind: ListKind;
  industryName?: string;
  /** The page's largest picture at first paint: loaded at once, with high priority. */
  priority?: boolean;
}

/**
 * A webinar: picture, date and time, length, title, speakers and the register/watch button, which
 * opens the watch-webinar dialog (the recording's link and password come after the form).
 */
export function WebinarCard({
  webinar,
  locale,
  kind,
  industryName,
  priority = false,
}: WebinarCardProps) {
  const t = useNewsTexts();
  const upcoming = kind === 'upcoming';
  const action = upcoming ? t('webinars.register') : t('webinars.watch');
  const calendar = newsPaths.webinarCalendar(locale, webinar.code);
  return (
    // The card's id is the anchor its calendar entry links back to.
    <Card
      id={webinar.code}
      classNames={newsCardParts(styles)}
      media={<Picture image={webinar.image} alt="" fit="cover" priority={priority} />}
      eyebrow={
        <p className={styles['meta']}>
          <time dateTime={webinar.startDate}>
            {contentDate(webinar.startDate, locale)}, {webinarTime(webinar, locale)}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{t('common.minutes', { count: webinar.durationMinutes })}</span>
        </p>
      }
      title={webinar.title}
    >
      <p className={styles['description']}>{webinar.description}</p>
      <div className={styles['speakers']}>
        <p className={styles['label']}>{t('webinars.speakers')}</p>
        <ul>
          {webinar.speakers.map((speaker) => (
            <li key={speaker.name}>
              <strong>{speaker.name}</strong>, {speaker.position}
            </li>
          ))}
        </ul>
      </div>
      {industryName ? <p className={styles['industry']}>{industryName}</p> : null}
      <ModalButton
        className={buttonClassName({}, styles['action'])}
        modal="watch-webinar"
        data={{
          event: webinar.code,
          mode: upcoming ? 'register' : 'recording',
          title: action,
          subtitle: webinar.title,
          ...(upcoming ? { calendar } : {}),
        }}
      >
        {action}
        <span className={styles['hidden']}> — {webinar.title}</span>
      </ModalButton>
      {upcoming ? (
        // A file, not a page: the browser downloads it (no client-side navigation).
        <a className={styles['calendar']} href={calendar} download={`${webinar.code}.ics`}>
          <Icon name="download" size={20} />
          {t('common.addToCalendar')}
          <span className={styles['hidden']}> — {webinar.title}</span>
        </a>
      ) : null}
    </Card>
  );
}
