import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { formRulesHandle } from '@corp/shared/forms';
import {
  IndustryPage,
  industryFormRules,
  loadIndustryPage,
  useIndustryPageSections,
} from '@corp/sites/main/feature-products';
import { sectionsHandle, seoMeta } from '@corp/shared/layout';

/** Spec §2.2 `/industries/{code}/`: the ten industry pages, in en and ru. */
export const loader = (args: LoaderFunctionArgs) => loadIndustryPage(args);

/**
 * The sections of the header’s section menu / the side menu, in the page’s HTML (see
 * `sectionsHandle`), and the industry its forms preselect (`industryFormRules`).
 */
export const handle = {
  ...sectionsHandle<typeof loader>(({ page, products, cases }) =>
    useIndustryPageSections({ page, products, cases }),
  ),
  ...formRulesHandle<typeof loader>(({ page }) => industryFormRules(page.code)),
};

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IndustryRoute() {
  const { locale, page, products, cases } = useLoaderData<typeof loader>();
  return (
    <IndustryPage key={page.code} locale={locale} page={page} products={products} cases={cases} />
  );
}
