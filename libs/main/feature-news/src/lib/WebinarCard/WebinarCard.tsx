import type { ServedWebinar } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Link, Picture } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import { contentDate, contentTime } from '../util/dates';
import type { ListKind } from '../util/list-args';
import styles from './WebinarCard.module.scss';

export interface WebinarCardProps {
  webinar: ServedWebinar;
  locale: Locale;
  /** Upcoming webinars link to registration, ended ones to their recording. */
  kind: ListKind;
  industryName?: string;
}

/** A webinar: picture, date and time, length, title, speakers and the register/watch link. */
export function WebinarCard({ webinar, locale, kind, industryName }: WebinarCardProps) {
  const t = useNewsTexts();
  const action = kind === 'upcoming' ? t('webinars.register') : t('webinars.watch');
  return (
    <article className={styles['card']}>
      <div className={styles['media']}>
        <Picture image={webinar.image} alt="" fit="cover" />
      </div>
      <div className={styles['body']}>
        <p className={styles['meta']}>
          <time dateTime={webinar.startDate}>
            {contentDate(webinar.startDate, locale)}, {contentTime(webinar.startDate, locale)}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{t('common.minutes', { count: webinar.durationMinutes })}</span>
        </p>
        <h3 className={styles['title']}>{webinar.title}</h3>
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
        <Link href={webinar.externalLink} variant="button" className={styles['action']}>
          {action}
          <span className={styles['hidden']}>
            {' '}
            — {webinar.title} ({t('common.newTab')})
          </span>
        </Link>
      </div>
    </article>
  );
}
