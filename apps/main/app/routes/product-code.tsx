import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { ProductPage, loadProductPage, useProductPageSections } from '@corp/main/feature-products';
import { seoMeta, usePageSections } from '@corp/shared/layout';

/**
 * Spec §2.2 `/product/{code}/`: one of the 28 products (dispatcher and mdc show mdcplus), in en
 * and ru, and in de for industrial-iot-platform and mdcplus; any other code is a 404.
 */
export const loader = (args: LoaderFunctionArgs) => loadProductPage(args);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductRoute() {
  const { locale, pageCode, product, related, news, cases } = useLoaderData<typeof loader>();
  usePageSections(useProductPageSections({ product, related, news, cases }));
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
