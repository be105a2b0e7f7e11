import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiEndpointName } from './api';
import type { ApiRequest } from './base-api';

/**
 * Where an endpoint carries the visitor's locale (spec §7: every call carries it as a query;
 * POST bodies carry it too, except the multipart resume; course program, course speakers, mock
 * locale and seo page are exceptions: the latter two take a locale of their own as a parameter).
 */
export type LocalePlacement = 'query' | 'query-and-body' | 'none';

/**
 * Whether a failed call shows the error notification of spec §8 (401 and 404 never do), or is
 * only logged ("most list fetch failures are only logged and leave the lists empty").
 */
export type ErrorVisibility = 'notify' | 'silent';

export interface EndpointPolicy {
  locale: LocalePlacement;
  errors: ErrorVisibility;
}

const list = { locale: 'query', errors: 'silent' } as const;
const item = { locale: 'query', errors: 'notify' } as const;
const post = { locale: 'query-and-body', errors: 'notify' } as const;

/**
 * One row per endpoint: the rules of spec §7 and §8 as data. Typed by the endpoint names, so an
 * endpoint without a row does not compile, and the test walks `baseApi.endpoints` as well.
 */
export const endpointPolicies = {
  // Not in §7: the liveness probe of ops tooling, never shown to a visitor.
  getHealth: { locale: 'none', errors: 'silent' },
  getBanners: list,
  getCases: list,
  getCase: item,
  getCourseProgram: { locale: 'none', errors: 'silent' },
  getCourseSpeakers: { locale: 'none', errors: 'silent' },
  getEmployees: list,
  getEvents: list,
  getEvent: item,
  sendFeedback: post,
  // Multipart: its locale goes in the query only.
  sendResume: { locale: 'query', errors: 'notify' },
  // Spec §4: a failed consent save is only logged; the choice is recorded in the cookies anyway.
  saveFingerprint: { locale: 'query-and-body', errors: 'silent' },
  // "Geolocation failure returns null."
  getGeolocation: { locale: 'query', errors: 'silent' },
  getDivisions: list,
  getDivisionProducts: list,
  getProducts: list,
  getProduct: item,
  // The translation files' locale is the call's own parameter.
  getTranslations: { locale: 'none', errors: 'notify' },
  // The page's locale is the call's own parameter (with the url).
  getSeoPage: { locale: 'none', errors: 'notify' },
  getIndustries: list,
  getIndustryPage: item,
  getNews: list,
  getNewsItem: item,
  subscribe: post,
  getPartners: list,
  getPhotogallerySections: list,
  // A list read with POST: its body carries the locale too.
  getPhotogalleries: { locale: 'query-and-body', errors: 'silent' },
  getPhotogalleryFilters: list,
  getPhotogallery: item,
  getPodcasts: list,
  // "Accepts any status": an HTTP failure is an empty result, not an error.
  getPodcast: item,
  // The policy dropdown shows its own message (§8 privacy policy) and an empty list.
  getPrivacyPolicies: list,
  getRegulations: list,
  // §8: webinars failures are rethrown to the calling form, so they are shown.
  getWebinars: { locale: 'query', errors: 'notify' },
  // A list read with POST: its body carries the locale too.
  getMedia: { locale: 'query-and-body', errors: 'silent' },
  getMediaFilters: list,
  getMediaItem: item,
  getOffices: list,
  getOffice: item,
  // A static file outside the API: no locale; "failure only warned".
  getLastModified: { locale: 'none', errors: 'silent' },
} as const satisfies Record<ApiEndpointName, EndpointPolicy>;

/** The policy of an endpoint; an endpoint without a row is a programming error. */
export function policyOf(endpoint: string): EndpointPolicy {
  const policy = (endpointPolicies as Record<string, EndpointPolicy>)[endpoint];
  if (!policy) throw new Error(`No endpoint policy for "${endpoint}": add its row`);
  return policy;
}

/**
 * The one place the locale rule is applied: puts `request.locale` into the query and/or the
 * JSON body as the endpoint's row says. A row that needs a locale refuses a request without one.
 */
export function placeLocale(endpoint: string, request: ApiRequest): FetchArgs {
  const { locale, ...args } = request;
  const placement = policyOf(endpoint).locale;
  if (placement === 'none') return args;
  if (!locale) throw new Error(`${endpoint} needs the visitor's locale`);
  const params = { ...args.params, locale };
  if (placement === 'query') return { ...args, params };
  const body: unknown = args.body ?? {};
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    body instanceof FormData
  ) {
    throw new Error(`${endpoint} puts the locale into its body, which must be a JSON object`);
  }
  return { ...args, params, body: { ...body, locale } };
}
