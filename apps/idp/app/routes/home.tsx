import type { Route } from './+types/home';
import { IdpRoute, idpRouteHandle } from '@corp/sites/idp/feature-page';
import { loadIdpPage } from '@corp/sites/idp/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3: the idp page at the root of the idp host, its calls in ru (§2.5). */
export function loader(args: Route.LoaderArgs) {
  return loadIdpPage(args, { site: 'idp' });
}

/** The page's sections' menu, in its HTML. */
export const handle = idpRouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <IdpRoute {...loaderData} />;
}
