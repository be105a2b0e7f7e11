import type { Route } from './+types/news-podcasts';
import { PodcastsPage } from '@corp/sites/main/feature-news';
import { loadPodcastsPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';

/** `/news/podcasts/`: the seasons and their episodes (§3 "Podcast"). */
export const loader = (args: Route.LoaderArgs) => loadPodcastsPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsPodcastsRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <PodcastsPage {...page} />;
}
