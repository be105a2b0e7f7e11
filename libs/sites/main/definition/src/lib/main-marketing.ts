import type { MarketingPage } from '@corp/shared/routing';
// Types only, by relative path: React Router loads this file with apps/main/app/routes.ts,
// without the workspace's path aliases.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { industryCodes } from '../../../../../shared/contracts/src/lib/content/page-codes';

/**
 * Every page of the main site → its marketing page id (spec §7 "page ids are mapped per route",
 * `MarketingPage` of @corp/shared/routing). Ids are what the marketing tool's reports are keyed
 * by: rename a page, keep its id.
 */
export const mainMarketingPages = {
  index: { id: 'main.home' },
  about: { id: 'main.about' },
  'about-feedback': { id: 'main.about.feedback' },
  'about-hr': { id: 'main.about.hr' },
  'about-sustainability': { id: 'main.about.sustainability' },
  academy: { id: 'main.academy' },
  asia: { id: 'main.asia' },
  'cases-code': { id: 'main.cases', param: 'code' },
  contacts: { id: 'main.contacts' },
  'contacts-city': { id: 'main.contacts', param: 'city' },
  events: { id: 'main.events' },
  'events-code': { id: 'main.event', param: 'code' },
  // The digital industrial platform landing, as on the idp site (spec §4): oil and gas.
  idp: { id: 'main.idp', industry: 2 },
  'industries-code': { id: 'main.industry', param: 'code' },
  machine: { id: 'main.machine' },
  mount: { id: 'main.mount' },
  'news-media': { id: 'main.media' },
  'news-media-code': { id: 'main.media-item', param: 'code' },
  'news-media-special': { id: 'main.media-special' },
  'news-media-special-code': { id: 'main.media-special-item', param: 'code' },
  'news-podcasts': { id: 'main.podcasts' },
  'news-podcasts-id': { id: 'main.podcast', param: 'id' },
  'news-webinars': { id: 'main.webinars' },
  partnership: { id: 'main.partnership' },
  presskit: { id: 'main.presskit' },
  product: { id: 'main.products' },
  'product-code': { id: 'main.product', param: 'code' },
  techpod: { id: 'main.techpod' },
} as const satisfies Readonly<Record<string, MarketingPage>>;

/** A page name of the main site. */
export type MainPageName = keyof typeof mainMarketingPages;

/**
 * Spec §3 "Industry … Fixed marketing list: 1 Mechanical engineering and metalworking, 2 Oil and
 * gas, 3 Process industries, 4 Mining, 5 Energy and utilities, 6 Other. Page-derived ids:
 * 0 metalworking, 1 upstream, 2 process/downstream. Marketing ids … per industry page."
 *
 * The marketing industry of each industry page. It mirrors the forms' default industry
 * (`libs/shared/forms` `defaultIndustryId`): metalworking, upstream and process/downstream pages
 * take the 0th, 1st and 2nd item of that list (ids 1, 2, 3), the digital industrial platform
 * takes oil and gas; the other pages the item their name says, and Other where none fits.
 */
export const marketingIndustryByPageCode: Readonly<Record<(typeof industryCodes)[number], number>> =
  {
    metalworking: 1,
    upstream: 2,
    downstream: 3,
    'process-industries': 3,
    chemistry: 3,
    mining: 4,
    energy: 5,
    digitalindustrialplatform: 2,
    robotics: 6,
    'industrial-artificial-intelligence-lab': 6,
  };
