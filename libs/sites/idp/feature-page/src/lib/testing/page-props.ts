// Shared by the tests and the stories (not part of the library): the page's props from the seed
// content, as the loader builds them from the API's answers.
import type {
  ServedBanner,
  ServedCase,
  ServedNewsItem,
  ServedProduct,
} from '@corp/shared/contracts';
import { inOrder } from '@corp/shared/page-parts';
import { seed } from '@corp/shared/page-parts/testing';
import type { IdpPageProps } from '../IdpPage/IdpPage';

type SeedLocale = 'en' | 'ru' | 'de';

const bannerOf = (code: ServedBanner['code'], locale: SeedLocale) =>
  seed<ServedBanner>('banners', locale).find((banner) => banner.code === code) ?? null;

/** The idp page's content as the API serves it to idp pages: always in Russian (spec §2.5). */
export function idpProps(locale: SeedLocale): IdpPageProps {
  const products = seed<ServedProduct>('products', 'ru');
  const platform = products.find((product) => product.code === 'industrial-iot-platform') ?? null;
  const related: readonly string[] = platform?.relatedProducts ?? [];
  return {
    locale,
    banner: bannerOf('idp', 'ru'),
    platform,
    products: inOrder(
      products.filter((product) => related.includes(product.code)),
      related,
    ),
    cases: seed<ServedCase>('cases', 'ru').filter((item) =>
      item.products.includes('industrial-iot-platform'),
    ),
    news: seed<ServedNewsItem>('news', 'ru')
      .filter((item) => item.products.includes('industrial-iot-platform'))
      .slice(0, 3),
  };
}
