import type { Route } from './+types/news-media-special-code';
import { MediaItemPage } from '@corp/sites/main/feature-news';
import { loadMediaItemPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';

/** `/news/media/special/{code}/`: a special project; a failed load redirects (301) to / (§2.2). */
export const loader = (args: Route.LoaderArgs) => loadMediaItemPage(args, true);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsMediaSpecialItemRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <MediaItemPage {...page} />;
}
