// Shared by the tests and the stories (not part of the library): the page's props from the seed
// content, as the loader builds them from the API's answers.
import type {
  ProductsPage,
  ServedBanner,
  ServedCase,
  ServedIndustry,
  ServedOffice,
} from '@corp/shared/contracts';
import { seed } from '@corp/shared/page-parts/testing';
import { ASIA_BANNER, ASIA_PRODUCTS, regionCases } from '../asia-page.loader.server';
import type { AsiaLocale } from '../asia-page.loader.server';

/** The Asia page in `locale`: products asked in ru (spec §7), the rest in the page's locale. */
export function asiaProps(locale: AsiaLocale) {
  const products = seed<ProductsPage['items'][number]>('products', 'ru').filter((product) =>
    (ASIA_PRODUCTS as readonly string[]).includes(product.code),
  );
  return {
    locale,
    products,
    industries: seed<ServedIndustry>('industries', locale),
    cases: regionCases(seed<ServedCase>('cases', locale)),
    office:
      seed<ServedOffice>('offices', locale).find((office) => office.code === 'almaty') ?? null,
    heroImage:
      seed<ServedBanner>('banners', locale).find((banner) => banner.code === ASIA_BANNER)?.image ??
      null,
  };
}
