import type { PodcastSeason, ServedBanner } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { Picture, Tags } from '@corp/shared/ui';
import { useTechpodTexts } from '../techpod-texts';
import type { TechpodTranslate } from '../techpod-texts';
import {
  AudioPlayer,
  ContactCta,
  heroFromBanner,
  PageCrumbs,
  PageHero,
  PageSection,
  SiteLink,
  sitePath,
} from '@corp/shared/page-parts';
import styles from './TechpodPage.module.scss';

export interface TechpodPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  /** `GET /podcasts/`: the seasons with their episodes. */
  seasons: readonly PodcastSeason[];
  /**
   * On the techpod host (spec §2.3): its layout has no footer (§2.7), so no call to the footer's
   * contact form, and the episodes' own pages live on the main site, so titles are not links.
   */
  ownHost?: boolean;
}

/** How long an episode plays, from its file's length: "33 s", "2 min", "1 min 12 s" (issue 42). */
function episodeLength(t: TechpodTranslate, totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds % 60);
  if (!minutes) return t('seconds', { seconds });
  return seconds ? t('minutesSeconds', { minutes, seconds }) : t('minutes', { minutes });
}

/** Spec §2.2 `/techpod/`: the talks of the techpod, season by season, newest season first. */
export function TechpodPage({ locale, banner, seasons, ownHost = false }: TechpodPageProps) {
  const t = useTechpodTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('title') };
  const ordered = [...seasons].sort((a, b) => b.season - a.season);
  return (
    <div>
      <PageHero
        breadcrumbs={
          ownHost ? undefined : <PageCrumbs locale={locale} items={[{ label: t('title') }]} />
        }
        {...hero}
      />
      {ordered.map((season, index) => (
        <PageSection
          key={season.season}
          id={`season-${season.season}`}
          title={season.title}
          tone={index % 2 === 0 ? 'plain' : 'subtle'}
        >
          <ol className={styles['episodes']}>
            {[...season.items]
              .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
              .map((episode) => (
                <li key={episode.id}>
                  <article className={styles['episode']} aria-labelledby={`episode-${episode.id}`}>
                    <Picture
                      className={styles['image']}
                      image={episode.image}
                      alt=""
                      fit="cover"
                      width={240}
                      height={135}
                    />
                    <div className={styles['body']}>
                      <p className={styles['meta']}>
                        <time dateTime={episode.date}>{formatDate(episode.date, locale)}</time>
                        {' · '}
                        <time dateTime={`PT${episode.durationSeconds}S`}>
                          {episodeLength(t, episode.durationSeconds)}
                        </time>
                      </p>
                      <h3 id={`episode-${episode.id}`} className={styles['title']}>
                        {ownHost ? (
                          episode.title
                        ) : (
                          <SiteLink
                            className={styles['link']}
                            href={sitePath(`/news/podcasts/${episode.id}/`, locale)}
                          >
                            {episode.title}
                          </SiteLink>
                        )}
                      </h3>
                      <p className={styles['description']}>{episode.description}</p>
                      {episode.guests.length > 0 && (
                        <p className={styles['guests']}>
                          <span className={styles['guestsLabel']}>{t('guests')}</span>{' '}
                          {episode.guests
                            .map((guest) => `${guest.name} (${guest.position})`)
                            .join('; ')}
                        </p>
                      )}
                      <Tags tags={episode.topics.map((topic) => ({ name: topic }))} />
                      <AudioPlayer
                        className={styles['audio']}
                        src={episode.audioUrl}
                        title={episode.title}
                      />
                    </div>
                  </article>
                </li>
              ))}
          </ol>
        </PageSection>
      ))}
      {ownHost ? null : <ContactCta title={t('ctaTitle')} text={t('ctaText')} />}
    </div>
  );
}
