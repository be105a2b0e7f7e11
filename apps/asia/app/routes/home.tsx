import type { Route } from './+types/home';
import { asiaLocaleOfPath } from '@corp/sites/asia/feature-layout';
import { AsiaPage } from '@corp/sites/asia/feature-page';
import { loadAsiaPage } from '@corp/sites/asia/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3 the asia page at `/ru/` and `/kz/`: products, industries, cases, the Almaty office. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAsiaPage({ request, context }, asiaLocaleOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AsiaHomeRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <AsiaPage {...page} />;
}
