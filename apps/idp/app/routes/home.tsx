import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { IdpRoute, idpRouteHandle, loadIdpPage } from '@corp/sites/idp/feature-page';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3: the idp page at the root of the idp host, its calls in ru (§2.5). */
export function loader(args: LoaderFunctionArgs) {
  return loadIdpPage(args, { site: 'idp' });
}

/** The page's sections' menu, in its HTML. */
export const handle = idpRouteHandle;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home() {
  return <IdpRoute {...useLoaderData<typeof loader>()} />;
}
