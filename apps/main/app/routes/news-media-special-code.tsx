import type { Route } from './+types/news-media-special-code';
import { MediaItemPage } from '@corp/sites/main/feature-news';
import { loadMediaItemPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';
import type { IslandsHandle } from '@corp/shared/document';

/** `/news/media/special/{code}/`: a special project; a failed load redirects (301) to / (§2.2). */
export const loader = (args: Route.LoaderArgs) => loadMediaItemPage(args, true);

/** ADR 0032: served as islands (the video is an island, the dialog buttons server HTML). */
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsMediaSpecialItemRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <MediaItemPage {...page} />;
}
