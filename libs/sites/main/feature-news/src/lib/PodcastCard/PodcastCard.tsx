import { PathLink } from '@corp/shared/layout';
import type { ServedPodcast } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Card, Picture, Tags } from '@corp/shared/ui';
import { AudioPlayer } from '@corp/shared/page-parts';
import { useNewsTexts } from '../texts/news-texts';
import { contentDate } from '../util/dates';
import { episodeLength, isoDuration } from '../util/duration';
import { newsCardParts } from '../util/news-card';
import { newsPaths } from '../util/paths';
import styles from './PodcastCard.module.scss';

/** An episode's date and length, as its card and its page show them. */
export function EpisodeTimes({
  episode,
  locale,
  className,
}: {
  episode: Pick<ServedPodcast, 'date' | 'durationSeconds'>;
  locale: Locale;
  className?: string;
}) {
  const t = useNewsTexts();
  return (
    <p className={className}>
      <time dateTime={episode.date}>{contentDate(episode.date, locale)}</time>
      <span aria-hidden="true"> · </span>
      <time dateTime={isoDuration(episode.durationSeconds)}>
        {episodeLength(t, episode.durationSeconds)}
      </time>
    </p>
  );
}

export interface PodcastCardProps {
  episode: ServedPodcast;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** With the audio player (the seasons list) or without (the "other releases" block). */
  withAudio?: boolean;
  /** The page's largest picture at first paint (the list's first card): loaded at once, first. */
  priority?: boolean;
}

/** A podcast episode: number, title linking to its page, date, length, guests, audio, topics. */
export function PodcastCard({
  episode,
  locale,
  headingLevel = 3,
  withAudio = true,
  priority = false,
}: PodcastCardProps) {
  const t = useNewsTexts();
  return (
    <Card
      classNames={newsCardParts(styles)}
      headingLevel={headingLevel}
      media={<Picture image={episode.image} alt="" fit="cover" priority={priority} />}
      eyebrow={<p className={styles['eyebrow']}>{t('podcasts.episode', { number: episode.id })}</p>}
      title={
        <PathLink to={newsPaths.podcast(locale, episode.id)} className={styles['link']}>
          {episode.title}
        </PathLink>
      }
    >
      <EpisodeTimes episode={episode} locale={locale} className={styles['meta']} />
      <p className={styles['description']}>{episode.description}</p>
      {episode.guests.length > 0 ? (
        <ul className={styles['guests']} aria-label={t('podcasts.guests')}>
          {episode.guests.map((guest) => (
            <li key={guest.name}>
              <strong>{guest.name}</strong>, {guest.position}
            </li>
          ))}
        </ul>
      ) : null}
      {withAudio ? (
        <AudioPlayer src={episode.audioUrl} title={episode.title} className={styles['audio']} />
      ) : null}
      <Tags
        tags={episode.topics.map((name) => ({ name }))}
        label={t('podcasts.topics')}
        className={styles['topics']}
      />
    </Card>
  );
}
