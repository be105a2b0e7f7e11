/* The seed content of `content/` (the same files the API loads), for the mock handlers. */
import bannersEn from '../../../../../content/banners/en.json';
import bannersRu from '../../../../../content/banners/ru.json';
import bannersDe from '../../../../../content/banners/de.json';
import bannersKz from '../../../../../content/banners/kz.json';
import casesEn from '../../../../../content/cases/en.json';
import casesRu from '../../../../../content/cases/ru.json';
import casesKz from '../../../../../content/cases/kz.json';
import courseProgramEn from '../../../../../content/course-program/en.json';
import courseProgramRu from '../../../../../content/course-program/ru.json';
import courseSpeakersEn from '../../../../../content/course-speakers/en.json';
import courseSpeakersRu from '../../../../../content/course-speakers/ru.json';
import divisionsEn from '../../../../../content/divisions/en.json';
import divisionsRu from '../../../../../content/divisions/ru.json';
import employeesEn from '../../../../../content/employees/en.json';
import employeesRu from '../../../../../content/employees/ru.json';
import eventsEn from '../../../../../content/events/en.json';
import eventsRu from '../../../../../content/events/ru.json';
import industriesEn from '../../../../../content/industries/en.json';
import industriesRu from '../../../../../content/industries/ru.json';
import industriesDe from '../../../../../content/industries/de.json';
import industriesKz from '../../../../../content/industries/kz.json';
import industryPagesEn from '../../../../../content/industry-pages/en.json';
import industryPagesRu from '../../../../../content/industry-pages/ru.json';
import mediaFiltersEn from '../../../../../content/media-filters/en.json';
import mediaFiltersRu from '../../../../../content/media-filters/ru.json';
import mediaEn from '../../../../../content/media/en.json';
import mediaRu from '../../../../../content/media/ru.json';
import newsEn from '../../../../../content/news/en.json';
import newsRu from '../../../../../content/news/ru.json';
import officesEn from '../../../../../content/offices/en.json';
import officesRu from '../../../../../content/offices/ru.json';
import officesKz from '../../../../../content/offices/kz.json';
import partnersEn from '../../../../../content/partners/en.json';
import partnersRu from '../../../../../content/partners/ru.json';
import photogalleriesEn from '../../../../../content/photogalleries/en.json';
import photogalleriesRu from '../../../../../content/photogalleries/ru.json';
import photogalleryFiltersEn from '../../../../../content/photogallery-filters/en.json';
import photogalleryFiltersRu from '../../../../../content/photogallery-filters/ru.json';
import photogallerySectionsEn from '../../../../../content/photogallery-sections/en.json';
import photogallerySectionsRu from '../../../../../content/photogallery-sections/ru.json';
import podcastsEn from '../../../../../content/podcasts/en.json';
import podcastsRu from '../../../../../content/podcasts/ru.json';
import privacyPoliciesEn from '../../../../../content/privacy-policies/en.json';
import privacyPoliciesRu from '../../../../../content/privacy-policies/ru.json';
import privacyPoliciesDe from '../../../../../content/privacy-policies/de.json';
import productsEn from '../../../../../content/products/en.json';
import productsRu from '../../../../../content/products/ru.json';
import productsDe from '../../../../../content/products/de.json';
import regulationsEn from '../../../../../content/regulations/en.json';
import regulationsRu from '../../../../../content/regulations/ru.json';
import seoEn from '../../../../../content/seo/en.json';
import seoRu from '../../../../../content/seo/ru.json';
import seoDe from '../../../../../content/seo/de.json';
import seoKz from '../../../../../content/seo/kz.json';
import webinarsEn from '../../../../../content/webinars/en.json';
import webinarsRu from '../../../../../content/webinars/ru.json';
import tEnLayoutFooter from '../../../../../content/locale/en/layout/footer.json';
import tEnLayoutFormcontact from '../../../../../content/locale/en/layout/formContact.json';
import tEnLayoutHeader from '../../../../../content/locale/en/layout/header.json';
import tEnNewsMediaFooter from '../../../../../content/locale/en/news/media/footer.json';
import tRuLayoutFooter from '../../../../../content/locale/ru/layout/footer.json';
import tRuLayoutFormcontact from '../../../../../content/locale/ru/layout/formContact.json';
import tRuLayoutHeader from '../../../../../content/locale/ru/layout/header.json';
import tRuNewsMediaFooter from '../../../../../content/locale/ru/news/media/footer.json';
import tDeLayoutFooter from '../../../../../content/locale/de/layout/footer.json';
import tDeLayoutFormcontact from '../../../../../content/locale/de/layout/formContact.json';
import tDeLayoutHeader from '../../../../../content/locale/de/layout/header.json';
import tDeNewsMediaFooter from '../../../../../content/locale/de/news/media/footer.json';
import tKzLayoutFooter from '../../../../../content/locale/kz/layout/footer.json';
import tKzLayoutFormcontact from '../../../../../content/locale/kz/layout/formContact.json';
import tKzLayoutHeader from '../../../../../content/locale/kz/layout/header.json';
import tKzNewsMediaFooter from '../../../../../content/locale/kz/news/media/footer.json';
import geolocationRanges from '../../../../../content/geolocation/ranges.json';

export type ContentLocale = 'en' | 'ru' | 'de' | 'kz';

/** `content/<kind>/<locale>.json` by kind and locale (only the locales that have a file). */
export const seedFiles: Record<string, Partial<Record<ContentLocale, readonly unknown[]>>> = {
  banners: { en: bannersEn, ru: bannersRu, de: bannersDe, kz: bannersKz },
  cases: { en: casesEn, ru: casesRu, kz: casesKz },
  courseProgram: { en: courseProgramEn, ru: courseProgramRu },
  courseSpeakers: { en: courseSpeakersEn, ru: courseSpeakersRu },
  divisions: { en: divisionsEn, ru: divisionsRu },
  employees: { en: employeesEn, ru: employeesRu },
  events: { en: eventsEn, ru: eventsRu },
  industries: { en: industriesEn, ru: industriesRu, de: industriesDe, kz: industriesKz },
  industryPages: { en: industryPagesEn, ru: industryPagesRu },
  mediaFilters: { en: mediaFiltersEn, ru: mediaFiltersRu },
  media: { en: mediaEn, ru: mediaRu },
  news: { en: newsEn, ru: newsRu },
  offices: { en: officesEn, ru: officesRu, kz: officesKz },
  partners: { en: partnersEn, ru: partnersRu },
  photogalleries: { en: photogalleriesEn, ru: photogalleriesRu },
  photogalleryFilters: { en: photogalleryFiltersEn, ru: photogalleryFiltersRu },
  photogallerySections: { en: photogallerySectionsEn, ru: photogallerySectionsRu },
  podcasts: { en: podcastsEn, ru: podcastsRu },
  privacyPolicies: { en: privacyPoliciesEn, ru: privacyPoliciesRu, de: privacyPoliciesDe },
  products: { en: productsEn, ru: productsRu, de: productsDe },
  regulations: { en: regulationsEn, ru: regulationsRu },
  seo: { en: seoEn, ru: seoRu, de: seoDe, kz: seoKz },
  webinars: { en: webinarsEn, ru: webinarsRu },
};

/** `content/locale/<locale>/<file>` by `<locale>:<file>`. */
export const translationFiles: Record<string, unknown> = {
  'en:layout/footer.json': tEnLayoutFooter,
  'en:layout/formContact.json': tEnLayoutFormcontact,
  'en:layout/header.json': tEnLayoutHeader,
  'en:news/media/footer.json': tEnNewsMediaFooter,
  'ru:layout/footer.json': tRuLayoutFooter,
  'ru:layout/formContact.json': tRuLayoutFormcontact,
  'ru:layout/header.json': tRuLayoutHeader,
  'ru:news/media/footer.json': tRuNewsMediaFooter,
  'de:layout/footer.json': tDeLayoutFooter,
  'de:layout/formContact.json': tDeLayoutFormcontact,
  'de:layout/header.json': tDeLayoutHeader,
  'de:news/media/footer.json': tDeNewsMediaFooter,
  'kz:layout/footer.json': tKzLayoutFooter,
  'kz:layout/formContact.json': tKzLayoutFormcontact,
  'kz:layout/header.json': tKzLayoutHeader,
  'kz:news/media/footer.json': tKzNewsMediaFooter,
};

export const geoRanges: readonly { cidr: string; code: string }[] = geolocationRanges;
