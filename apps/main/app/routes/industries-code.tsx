import type { Route } from './+types/industries-code';
import { formRulesHandle } from '@corp/shared/forms';
import {
  IndustryPage,
  industryFormRules,
  useIndustryPageSections,
} from '@corp/sites/main/feature-products';
import { loadIndustryPage } from '@corp/sites/main/feature-products/server';
import { seoMeta } from '@corp/shared/document';
import { sectionsHandle } from '@corp/shared/layout';

/** Spec §2.2 `/industries/{code}/`: the ten industry pages, in en and ru. */
export const loader = (args: Route.LoaderArgs) => loadIndustryPage(args);

/**
 * The sections of the header’s section menu / the side menu, in the page’s HTML (see
 * `sectionsHandle`), the industry its forms preselect (`industryFormRules`), and islands.
 */
export const handle = {
  ...sectionsHandle<typeof loader>(({ page, products, cases }) =>
    useIndustryPageSections({ page, products, cases }),
  ),
  ...formRulesHandle<typeof loader>(({ page }) => industryFormRules(page.code)),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  const { locale, page, products, cases } = loaderData;
  return (
    <IndustryPage key={page.code} locale={locale} page={page} products={products} cases={cases} />
  );
}
