import { PathLink } from '@corp/shared/layout';
import type { ServedPodcast } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Picture, Tags } from '@corp/shared/ui';
import { AudioPlayer } from '@corp/shared/page-parts';
import { CardGrid } from '../CardGrid/CardGrid';
import { PageHeading } from '../PageHeading/PageHeading';
import { EpisodeTimes, PodcastCard } from '../PodcastCard/PodcastCard';
import { useNewsTexts } from '../texts/news-texts';
import { newsPaths } from '../util/paths';
import styles from './PodcastPage.module.scss';

export interface PodcastPageProps {
  locale: Locale;
  episode: ServedPodcast;
  /** The "other releases" (spec §4: three ids, see `otherReleaseIds`), in that order. */
  others: readonly ServedPodcast[];
}

/** `/news/podcasts/{id}/`: one episode with its audio, guests and topics, then other releases. */
export function PodcastPage({ locale, episode, others }: PodcastPageProps) {
  const t = useNewsTexts();
  return (
    <div className={styles['page']}>
      <article aria-labelledby="podcast-title">
        <PageHeading
          locale={locale}
          breadcrumbs={[
            { label: t('podcasts.title'), href: newsPaths.podcasts(locale) },
            { label: episode.title },
          ]}
          eyebrow={`${t('podcasts.episode', { number: episode.id })} · ${episode.seasonTitle}`}
          title={episode.title}
          titleId="podcast-title"
          lead={episode.description}
        >
          <EpisodeTimes episode={episode} locale={locale} className={styles['meta']} />
        </PageHeading>
        <div className={styles['layout']}>
          <div className={styles['cover']}>
            <Picture
              image={episode.image}
              alt={episode.image.alt ?? ''}
              fit="cover"
              loading="eager"
            />
          </div>
          <div className={styles['details']}>
            <section aria-labelledby="podcast-listen">
              <h2 id="podcast-listen" className={styles['subtitle']}>
                {t('podcasts.listen')}
              </h2>
              <AudioPlayer src={episode.audioUrl} title={episode.title} />
            </section>
            {episode.guests.length > 0 ? (
              <section aria-labelledby="podcast-guests">
                <h2 id="podcast-guests" className={styles['subtitle']}>
                  {t('podcasts.guests')}
                </h2>
                <ul className={styles['guests']}>
                  {episode.guests.map((guest) => (
                    <li key={guest.name}>
                      <strong>{guest.name}</strong>
                      <span>{guest.position}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="podcast-topics">
              <h2 id="podcast-topics" className={styles['subtitle']}>
                {t('podcasts.topics')}
              </h2>
              <Tags tags={episode.topics.map((name) => ({ name }))} label={t('podcasts.topics')} />
            </section>
          </div>
        </div>
      </article>
      {others.length > 0 ? (
        <section className={styles['others']} aria-labelledby="podcast-others">
          <h2 id="podcast-others" className={styles['othersTitle']}>
            {t('podcasts.otherReleases')}
          </h2>
          <CardGrid
            items={others}
            keyOf={(other) => other.id}
            renderItem={(other) => (
              <PodcastCard episode={other} locale={locale} withAudio={false} />
            )}
          />
          <PathLink to={newsPaths.podcasts(locale)} className={styles['all']}>
            {t('podcasts.allEpisodes')}
          </PathLink>
        </section>
      ) : null}
    </div>
  );
}
