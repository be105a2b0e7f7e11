import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import {
  IndustryPage,
  loadIndustryPage,
  useIndustryPageSections,
} from '@corp/sites/main/feature-products';
import { seoMeta } from '@corp/shared/document';
import { sectionsHandle } from '@corp/shared/layout';

/** Spec §2.2 `/industries/{code}/`: the ten industry pages, in en and ru. */
export const loader = (args: LoaderFunctionArgs) => loadIndustryPage(args);

/** The sections of the header’s section menu / the side menu, in the page’s HTML (see `sectionsHandle`). */
export const handle = sectionsHandle<typeof loader>(({ page, products, cases }) =>
  useIndustryPageSections({ page, products, cases }),
);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IndustryRoute() {
  const { locale, page, products, cases } = useLoaderData<typeof loader>();
  return (
    <IndustryPage key={page.code} locale={locale} page={page} products={products} cases={cases} />
  );
}
