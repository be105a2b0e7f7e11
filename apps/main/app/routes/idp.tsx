import type { Route } from './+types/idp';
import { IdpRoute as IdpPageRoute, idpRouteHandle } from '@corp/sites/idp/feature-page';
import { loadIdpPage } from '@corp/sites/idp/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/**
 * Spec §2.2 `/idp/`: the digital industrial platform. Its calls ask in Russian whatever the
 * page's language (§2.5 "Idp pages always use ru for requests").
 */
export function loader(args: Route.LoaderArgs) {
  return loadIdpPage(args);
}

/** The page's sections' menu, in its HTML. */
export const handle = idpRouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IdpRoute({ loaderData }: Route.ComponentProps) {
  return <IdpPageRoute {...loaderData} />;
}
