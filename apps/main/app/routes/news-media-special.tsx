import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { loadMediaListPage, MediaListPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';

/** `/news/media/special/`: the special projects list (§2.2). */
export const loader = (args: LoaderFunctionArgs) => loadMediaListPage(args, 'special');

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsMediaSpecialRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <MediaListPage {...page} />;
}
