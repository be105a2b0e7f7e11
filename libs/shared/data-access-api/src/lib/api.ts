import { bannersApi } from './banners.api';
import { baseApi } from './base-api';
import { casesApi } from './cases.api';
import { consentApi } from './consent.api';
import { coursesApi } from './courses.api';
import { divisionsApi } from './divisions.api';
import { employeesApi } from './employees.api';
import { eventsApi } from './events.api';
import { feedbackApi } from './feedback.api';
import { geoApi } from './geo.api';
import { healthApi } from './health.api';
import { industriesApi } from './industries.api';
import { industryPagesApi } from './industry-pages.api';
import { localeApi } from './locale.api';
import { mediaApi } from './media.api';
import { newsApi } from './news.api';
import { officesApi } from './offices.api';
import { partnersApi } from './partners.api';
import { photogalleriesApi } from './photogalleries.api';
import { podcastsApi } from './podcasts.api';
import { privacyApi } from './privacy.api';
import { productsApi } from './products.api';
import { regulationsApi } from './regulations.api';
import { seoApi } from './seo.api';
import { siteApi } from './site.api';
import { subscribeApi } from './subscribe.api';
import { webinarsApi } from './webinars.api';

/**
 * Every endpoint, by name: the domain files have all injected theirs into `baseApi` by the time
 * this module runs. Loaders use it with `prefetch`; tests walk it.
 */
export const apiEndpoints = {
  ...healthApi.endpoints,
  ...bannersApi.endpoints,
  ...casesApi.endpoints,
  ...consentApi.endpoints,
  ...coursesApi.endpoints,
  ...divisionsApi.endpoints,
  ...employeesApi.endpoints,
  ...eventsApi.endpoints,
  ...feedbackApi.endpoints,
  ...geoApi.endpoints,
  ...industriesApi.endpoints,
  ...industryPagesApi.endpoints,
  ...localeApi.endpoints,
  ...mediaApi.endpoints,
  ...newsApi.endpoints,
  ...officesApi.endpoints,
  ...partnersApi.endpoints,
  ...photogalleriesApi.endpoints,
  ...podcastsApi.endpoints,
  ...privacyApi.endpoints,
  ...productsApi.endpoints,
  ...regulationsApi.endpoints,
  ...seoApi.endpoints,
  ...siteApi.endpoints,
  ...subscribeApi.endpoints,
  ...webinarsApi.endpoints,
};

export type ApiEndpoints = typeof apiEndpoints;
export type ApiEndpointName = keyof ApiEndpoints;

/** The endpoints that are queries (what a loader can prefetch). */
export type QueryEndpointName = {
  [K in ApiEndpointName]: ApiEndpoints[K]['Types'] extends { QueryDefinition: unknown } ? K : never;
}[ApiEndpointName];

export type QueryArgOf<K extends QueryEndpointName> = Parameters<ApiEndpoints[K]['initiate']>[0];

/** The one api, typed with every endpoint (the same object as `baseApi`). */
export const api = baseApi as typeof baseApi & { endpoints: ApiEndpoints };

/** What a query endpoint's data is once its response has been read. */
export type QueryDataOf<K extends QueryEndpointName> = ApiEndpoints[K]['Types']['ResultType'];
