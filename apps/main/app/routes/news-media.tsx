import type { Route } from './+types/news-media';
import { MediaListPage } from '@corp/sites/main/feature-news';
import { loadMediaListPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';

/** `/news/media/`: filters and page 1 of the media list, server-rendered (§2.2, §2.8). */
export const loader = (args: Route.LoaderArgs) => loadMediaListPage(args, 'all');

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsMediaRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <MediaListPage {...page} />;
}
