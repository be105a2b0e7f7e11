import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { TechpodPage, loadTechpodPage } from '@corp/sites/techpod/feature-page';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3: the Russian techpod page of the techpod host, seasons and episodes from the API. */
export function loader(args: LoaderFunctionArgs) {
  return loadTechpodPage(args, { site: 'techpod' });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <TechpodPage {...page} ownHost />;
}
