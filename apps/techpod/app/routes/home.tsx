import type { Route } from './+types/home';
import { TechpodPage } from '@corp/sites/techpod/feature-page';
import { loadTechpodPage } from '@corp/sites/techpod/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3: the Russian techpod page of the techpod host, seasons and episodes from the API. */
export function loader(args: Route.LoaderArgs) {
  return loadTechpodPage(args, { site: 'techpod' });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <TechpodPage {...page} ownHost />;
}
