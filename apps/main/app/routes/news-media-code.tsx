import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { loadMediaItemPage, MediaItemPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';

/** `/news/media/{code}/`: a media item; a failed load redirects (301) to / (§2.2). */
export const loader = (args: LoaderFunctionArgs) => loadMediaItemPage(args, false);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsMediaItemRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <MediaItemPage {...page} />;
}
