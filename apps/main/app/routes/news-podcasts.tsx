import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { loadPodcastsPage, PodcastsPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';

/** `/news/podcasts/`: the seasons and their episodes (§3 "Podcast"). */
export const loader = (args: LoaderFunctionArgs) => loadPodcastsPage(args);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsPodcastsRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <PodcastsPage {...page} />;
}
