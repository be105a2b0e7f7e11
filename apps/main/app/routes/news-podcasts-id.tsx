import type { Route } from './+types/news-podcasts-id';
import { PodcastPage } from '@corp/sites/main/feature-news';
import { loadPodcastPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';

/** `/news/podcasts/{id}/`: one episode and its other releases (§4); unknown ids are a 404. */
export const loader = (args: Route.LoaderArgs) => loadPodcastPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsPodcastRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <PodcastPage {...page} />;
}
