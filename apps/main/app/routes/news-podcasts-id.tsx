import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { loadPodcastPage, PodcastPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';

/** `/news/podcasts/{id}/`: one episode and its other releases (§4); unknown ids are a 404. */
export const loader = (args: LoaderFunctionArgs) => loadPodcastPage(args);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsPodcastRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <PodcastPage {...page} />;
}
