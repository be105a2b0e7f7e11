import type { Locale } from '@corp/shared/i18n';
import type { PageRow } from '@corp/shared/routing';
// React Router loads apps/main/app/routes.ts, and this file with it, without the workspace's
// path aliases: the codes come by relative path from a file with no imports.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  contactCities,
  industryCodes,
  productCodeAliases,
  productCodes,
} from '../../../../../shared/contracts/src/lib/content/page-codes';
import { mainMarketingPages, marketingIndustryByPageCode } from './main-marketing';
import type { MainPageName } from './main-marketing';

const EN_RU: readonly Locale[] = ['en', 'ru'];
const EN_RU_DE: readonly Locale[] = ['en', 'ru', 'de'];

const PAGES = '§2.2:38 "/, /about, /academy, /asia, /contacts, /events, /idp, /machine, /mount"';
const PAGES_MORE =
  '§2.2:38 "/partnership, /presskit, /product, /techpod, /about/feedback, /about/hr, /about/sustainability"';
const PAGES_NEWS = '§2.2:38 "/news/media, /news/media/special, /news/podcasts, /news/webinars"';
const GERMAN =
  '§2.1:31 "German exists only for some pages: index, about, industrial-iot-platform and mdcplus"';
const MEDIA_ITEM =
  '§2.2:55 "A media detail page fetches its item before showing. On failure it redirects (301) to /."';
const PRODUCT_CODE = '§2.2:45 "Dispatcher and mdc map to the product code mdcplus"';

/** §2.1:31: the product pages that also exist in German. */
const germanProducts: readonly string[] = ['industrial-iot-platform', 'mdcplus'];

function page(name: MainPageName, path: string, spec: string, locales = EN_RU): PageRow {
  return { name, path, locales, marketing: mainMarketingPages[name], spec };
}

/** §2.2: the pages of the main site. Exact paths win over parameterised ones. */
export const mainPages: readonly PageRow[] = [
  page('index', '/', `${PAGES} + ${GERMAN}`, EN_RU_DE),
  page('about', '/about/', `${PAGES} + ${GERMAN}`, EN_RU_DE),
  page('academy', '/academy/', PAGES),
  page('asia', '/asia/', PAGES),
  page('contacts', '/contacts/', PAGES),
  page('events', '/events/', PAGES),
  page('idp', '/idp/', PAGES),
  page('machine', '/machine/', PAGES),
  page('mount', '/mount/', PAGES),
  page('partnership', '/partnership/', PAGES_MORE),
  page('presskit', '/presskit/', PAGES_MORE),
  page('product', '/product/', PAGES_MORE),
  page('techpod', '/techpod/', PAGES_MORE),
  page('about-feedback', '/about/feedback/', PAGES_MORE),
  page('about-hr', '/about/hr/', PAGES_MORE),
  page('about-sustainability', '/about/sustainability/', PAGES_MORE),
  page('news-media', '/news/media/', PAGES_NEWS),
  page('news-media-special', '/news/media/special/', PAGES_NEWS),
  page('news-podcasts', '/news/podcasts/', PAGES_NEWS),
  page('news-webinars', '/news/webinars/', PAGES_NEWS),
  ...contactCities.map((city): PageRow => ({
    ...page(
      'contacts-city',
      `/contacts/${city}/`,
      '§2.2:40 "Contact city pages under /contacts/: almaty, ivanovo, kemerovo, magnitogorsk, moscow, omsk, perm, saint-petersburg, smolensk, volgograd, zheleznogorsk"',
    ),
    params: { city },
  })),
  ...industryCodes.map((code): PageRow => ({
    ...page(
      'industries-code',
      `/industries/${code}/`,
      '§2.2:42 "Industry pages under /industries/: chemistry, digitalindustrialplatform, downstream, energy, industrial-artificial-intelligence-lab, metalworking, mining, process-industries, robotics, upstream"',
    ),
    params: { code },
    marketing: {
      ...mainMarketingPages['industries-code'],
      industry: marketingIndustryByPageCode[code],
    },
  })),
  ...productCodes.map((code): PageRow => ({
    ...page(
      'product-code',
      `/product/${code}/`,
      [
        '§2.2:44 "Product pages under /product/ (the hub is /product/)"',
        ...(productCodeAliases[code] ? [PRODUCT_CODE] : []),
        ...(germanProducts.includes(code) ? [GERMAN] : []),
      ].join(' + '),
      germanProducts.includes(code) ? EN_RU_DE : EN_RU,
    ),
    params: { code, productCode: productCodeAliases[code] ?? code },
    marketing: {
      ...mainMarketingPages['product-code'],
      productCode: productCodeAliases[code] ?? code,
    },
  })),
  // §2.2 parameterised routes, most specific first.
  {
    ...page(
      'news-media-special-code',
      '/news/media/special/{code}/',
      `§2.2:49 "/news/media/special/{code}" + ${MEDIA_ITEM}`,
    ),
    middleware: ['media-item'],
  },
  {
    ...page(
      'news-media-code',
      '/news/media/{code}/',
      `§2.2:50 "/news/media/{code}" + ${MEDIA_ITEM}`,
    ),
    middleware: ['media-item'],
  },
  page('news-podcasts-id', '/news/podcasts/{id}/', '§2.2:51 "/news/podcasts/{id}"'),
  page('cases-code', '/cases/{code?}/', '§2.2:52 "/cases/{code} (code optional)"'),
  page('events-code', '/events/{code}/', '§2.2:53 "/events/{code}"'),
];
