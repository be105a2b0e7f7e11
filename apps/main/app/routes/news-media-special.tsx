import type { Route } from './+types/news-media-special';
import { MediaListPage } from '@corp/sites/main/feature-news';
import { loadMediaListPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';

/** `/news/media/special/`: the special projects list (§2.2). */
export const loader = (args: Route.LoaderArgs) => loadMediaListPage(args, 'special');

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsMediaSpecialRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <MediaListPage {...page} />;
}
