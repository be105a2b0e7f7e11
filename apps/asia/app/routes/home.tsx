import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { asiaLocaleOfPath } from '@corp/sites/asia/feature-layout';
import { AsiaPage, loadAsiaPage } from '@corp/sites/asia/feature-page';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3 the asia page at `/ru/` and `/kz/`: products, industries, cases, the Almaty office. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAsiaPage({ request, context }, asiaLocaleOfPath(new URL(request.url).pathname));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AsiaHomeRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <AsiaPage {...page} />;
}
