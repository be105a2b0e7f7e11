import type { ServedCase, ServedIndustryPage, ServedProductCard } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { casesForProducts, orderByCodes } from '../product-data/product-data';
import type { IndustryPageProps } from './IndustryPage';

/** What the loader hands the page for `/industries/{code}/`, from the seed content the API serves. */
export function industryPageData(code: string, locale: 'en' | 'ru'): IndustryPageProps {
  const pages = seedItems('industryPages', locale) as unknown as ServedIndustryPage[];
  const page = pages.find((item) => item.code === code) as ServedIndustryPage;
  return {
    locale,
    page,
    products: orderByCodes(
      seedItems('products', locale) as unknown as ServedProductCard[],
      page.products,
    ),
    cases: casesForProducts(seedItems('cases', locale) as unknown as ServedCase[], page),
  };
}
