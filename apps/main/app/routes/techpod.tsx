import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { TechpodPage, loadTechpodPage } from '@corp/sites/techpod/feature-page';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/techpod/` (Russian only, §2.5): the techpod's talks, season by season. */
export function loader(args: LoaderFunctionArgs) {
  return loadTechpodPage(args);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TechpodRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <TechpodPage {...page} />;
}
