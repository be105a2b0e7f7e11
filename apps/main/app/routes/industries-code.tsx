import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import {
  IndustryPage,
  loadIndustryPage,
  useIndustryPageSections,
} from '@corp/main/feature-products';
import { seoMeta, usePageSections } from '@corp/shared/layout';

/** Spec §2.2 `/industries/{code}/`: the ten industry pages, in en and ru. */
export const loader = (args: LoaderFunctionArgs) => loadIndustryPage(args);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IndustryRoute() {
  const { locale, page, products, cases } = useLoaderData<typeof loader>();
  usePageSections(useIndustryPageSections({ page, products, cases }));
  return (
    <IndustryPage key={page.code} locale={locale} page={page} products={products} cases={cases} />
  );
}
