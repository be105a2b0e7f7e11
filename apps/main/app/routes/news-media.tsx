import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { loadMediaListPage, MediaListPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';

/** `/news/media/`: filters and page 1 of the media list, server-rendered (§2.2, §2.8). */
export const loader = (args: LoaderFunctionArgs) => loadMediaListPage(args, 'all');

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsMediaRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <MediaListPage {...page} />;
}
