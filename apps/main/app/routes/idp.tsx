import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import {
  IdpRoute as IdpPageRoute,
  idpRouteHandle,
  loadIdpPage,
} from '@corp/sites/idp/feature-page';
import { seoMeta } from '@corp/shared/document';

/**
 * Spec §2.2 `/idp/`: the digital industrial platform. Its calls ask in Russian whatever the
 * page's language (§2.5 "Idp pages always use ru for requests").
 */
export function loader(args: LoaderFunctionArgs) {
  return loadIdpPage(args);
}

/** The page's sections' menu, in its HTML. */
export const handle = idpRouteHandle;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IdpRoute() {
  return <IdpPageRoute {...useLoaderData<typeof loader>()} />;
}
