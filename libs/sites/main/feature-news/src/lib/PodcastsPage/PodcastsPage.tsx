import type { PodcastSeason } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { CardGrid } from '../CardGrid/CardGrid';
import { PageHeading } from '../PageHeading/PageHeading';
import { PodcastCard } from '../PodcastCard/PodcastCard';
import { useNewsTexts } from '../texts/news-texts';
import styles from './PodcastsPage.module.scss';

export interface PodcastsPageProps {
  locale: Locale;
  /** `GET /podcasts/` seasons, each with its episodes (empty when the call failed, §8). */
  seasons: readonly PodcastSeason[];
}

/** `/news/podcasts/`: the seasons, newest first, each with its episodes. */
export function PodcastsPage({ locale, seasons }: PodcastsPageProps) {
  const t = useNewsTexts();
  const ordered = [...seasons]
    .filter((season) => season.items.length > 0)
    .sort((a, b) => b.season - a.season);
  return (
    <div className={styles['page']}>
      <PageHeading
        locale={locale}
        breadcrumbs={[{ label: t('podcasts.title') }]}
        title={t('podcasts.title')}
        lead={t('podcasts.lead')}
      />
      {ordered.map((season, seasonIndex) => (
        <section
          key={season.season}
          className={styles['season']}
          aria-labelledby={`podcast-season-${season.season}`}
        >
          <h2 id={`podcast-season-${season.season}`} className={styles['seasonTitle']}>
            {season.title}
          </h2>
          <CardGrid
            items={[...season.items].sort((a, b) => b.id - a.id)}
            keyOf={(episode) => episode.id}
            // The newest season's first episode is the largest picture of a phone's first paint.
            renderItem={(episode, index) => (
              <PodcastCard
                episode={episode}
                locale={locale}
                priority={seasonIndex === 0 && index === 0}
              />
            )}
          />
        </section>
      ))}
    </div>
  );
}
