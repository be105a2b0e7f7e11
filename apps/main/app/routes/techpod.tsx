import type { Route } from './+types/techpod';
import { TechpodPage } from '@corp/sites/techpod/feature-page';
import { loadTechpodPage } from '@corp/sites/techpod/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/techpod/` (Russian only, §2.5): the techpod's talks, season by season. */
export function loader(args: Route.LoaderArgs) {
  return loadTechpodPage(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TechpodRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <TechpodPage {...page} />;
}
