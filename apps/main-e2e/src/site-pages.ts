/** One page of each type of spec §2.2, in English and Russian (and German where it exists). */
export const pagesOfEachType = [
  '/',
  '/ru/',
  '/de/',
  '/about/',
  '/ru/about/',
  '/de/about/',
  '/academy/',
  '/partnership/',
  '/presskit/',
  '/ru/presskit/',
  '/contacts/',
  '/contacts/moscow/',
  '/ru/contacts/almaty/',
  '/about/hr/',
  '/about/sustainability/',
  '/product/',
  '/ru/product/',
  '/product/flow/',
  '/ru/product/dispatcher/',
  '/de/product/industrial-iot-platform/',
  '/industries/mining/',
  '/ru/industries/upstream/',
  '/news/media/',
  '/ru/news/media/',
  '/news/media/review-energy-efficiency-2026/',
  '/news/podcasts/',
  '/news/webinars/',
  '/events/',
  '/ru/events/',
  '/cases/',
];

/**
 * The visitor's walk: those pages, the other languages of the brief's list, and one page of each
 * remaining page type of §2.2 (real URLs from the sitemap).
 */
export const walkPages = [
  ...pagesOfEachType,
  '/ru/academy/',
  '/ru/partnership/',
  '/ru/contacts/',
  '/ru/about/hr/',
  '/de/product/mdcplus/',
  '/ru/news/podcasts/',
  '/ru/cases/',
  '/about/feedback/',
  '/news/media/special/',
  '/news/media/special/special-oil-field-of-the-future/',
  '/news/podcasts/3/',
  '/events/innoprom-2026/',
  '/cases/sibneft-esp-optimisation/',
  '/idp/',
  '/machine/',
  '/mount/',
  '/ru/techpod/',
];

/** Paths no page matches, in two locales: the not-found page inside the layout. */
export const notFoundPages = ['/no-such-page-here/', '/ru/no-such-page-here/'];
