import type { Route } from './+types/news-webinars';
import { WebinarsPage } from '@corp/sites/main/feature-news';
import { loadWebinarsPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';

/** `/news/webinars/`: upcoming webinars and the recordings (§7 archive flags). */
export const loader = (args: Route.LoaderArgs) => loadWebinarsPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsWebinarsRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <WebinarsPage {...page} />;
}
