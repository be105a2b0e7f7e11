import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { loadWebinarsPage, WebinarsPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';

/** `/news/webinars/`: upcoming webinars and the recordings (§7 archive flags). */
export const loader = (args: LoaderFunctionArgs) => loadWebinarsPage(args);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsWebinarsRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <WebinarsPage {...page} />;
}
