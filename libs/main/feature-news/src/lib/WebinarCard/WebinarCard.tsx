import type { ServedWebinar } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { useModal } from '@corp/shared/modals';
import { Button, Picture } from '@corp/shared/ui';
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
  const { open } = useModal();
  const action = kind === 'upcoming' ? t('webinars.register') : t('webinars.watch');
  return (
    <article className={styles['card']}>
      <div className={styles['media']}>
        <Picture image={webinar.image} alt="" fit="cover" priority={priority} />
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
        <Button
          aria-haspopup="dialog"
          className={styles['action']}
          onClick={() =>
            open('watch-webinar', {
              event: webinar.code,
              mode: kind === 'upcoming' ? 'register' : 'recording',
              title: action,
              subtitle: webinar.title,
            })
          }
        >
          {action}
          <span className={styles['hidden']}> — {webinar.title}</span>
        </Button>
      </div>
    </article>
  );
}
