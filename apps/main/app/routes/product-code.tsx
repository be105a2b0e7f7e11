import type { Route } from './+types/product-code';
import { ProductPage, useProductPageSections } from '@corp/sites/main/feature-products';
import { loadProductPage } from '@corp/sites/main/feature-products/server';
import { seoMeta } from '@corp/shared/document';
import { leadIndustryHandle, sectionsHandle } from '@corp/shared/layout';

/**
 * Spec §2.2 `/product/{code}/`: one of the 28 products (dispatcher and mdc show mdcplus), in en
 * and ru, and in de for industrial-iot-platform and mdcplus; any other code is a 404.
 */
export const loader = (args: Route.LoaderArgs) => loadProductPage(args);

/**
 * The sections of the header’s section menu / the side menu, in the page’s HTML (see
 * `sectionsHandle`); the lead forms start with the product's (first) industry.
 */
export const handle = {
  ...sectionsHandle<typeof loader>(({ product, related, news, cases }) =>
    useProductPageSections({ product, related, news, cases }),
  ),
  ...leadIndustryHandle<typeof loader>(({ product }) => product.industries[0]),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { locale, pageCode, product, related, news, cases } = loaderData;
  return (
    <ProductPage
      key={pageCode}
      locale={locale}
      pageCode={pageCode}
      product={product}
      related={related}
      news={news}
      cases={cases}
    />
  );
}
