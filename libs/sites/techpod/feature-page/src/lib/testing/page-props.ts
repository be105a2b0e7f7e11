// Shared by the tests and the stories (not part of the library): the page's props from the seed
// content, as the loader builds them from the API's answers.
import type { PodcastSeason, ServedBanner, ServedPodcast } from '@corp/shared/contracts';
import { seed } from '@corp/shared/page-parts/testing';
import type { TechpodPageProps } from '../TechpodPage/TechpodPage';

const bannerOf = (code: ServedBanner['code']) =>
  seed<ServedBanner>('banners', 'ru').find((banner) => banner.code === code) ?? null;

/** `GET /podcasts/`'s seasons, built from the episodes as the API groups them. */
export function techpodProps(): TechpodPageProps {
  const seasons = new Map<number, PodcastSeason>();
  for (const episode of seed<ServedPodcast>('podcasts', 'ru')) {
    const season = seasons.get(episode.season) ?? {
      season: episode.season,
      title: episode.seasonTitle,
      items: [],
    };
    season.items.push(episode);
    seasons.set(episode.season, season);
  }
  return { locale: 'ru', banner: bannerOf('techpod'), seasons: [...seasons.values()] };
}
