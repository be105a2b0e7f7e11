import type { Route } from './+types/product';
import { useState } from 'react';
import {
  ProductHubPage,
  productHubSections,
  useProductsTexts,
} from '@corp/sites/main/feature-products';
import { loadProductHub } from '@corp/sites/main/feature-products/server';
import type { PageSectionLink } from '@corp/sites/main/feature-products';
import { seoMeta } from '@corp/shared/document';
import { sectionsHandle, usePageSections } from '@corp/shared/layout';

/** Spec §2.2 `/product/`: every product, grouped by division, filterable by industry. */
export const loader = (args: Route.LoaderArgs) => loadProductHub(args);

/**
 * The sections of the first filter, in the page's HTML (see `sectionsHandle`); on a whole page
 * the page reports them again whenever the visitor changes the filter.
 */
export const handle = {
  ...sectionsHandle<typeof loader>(({ divisions, products, initialIndustry }) =>
    productHubSections(useProductsTexts(), divisions, products, initialIndustry ?? null),
  ),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductHubRoute({ loaderData }: Route.ComponentProps) {
  const { locale, banner, divisions, products, industries, initialIndustry } = loaderData;
  // The divisions shown (they follow the industry filter) in the header's section menu; until the
  // page reports them, those of the handle (the first filter, already in the HTML).
  const [sections, setSections] = useState<PageSectionLink[] | null>(null);
  usePageSections(sections);
  return (
    <ProductHubPage
      locale={locale}
      banner={banner}
      divisions={divisions}
      products={products}
      industries={industries}
      initialIndustry={initialIndustry}
      onSectionsChange={setSections}
    />
  );
}
