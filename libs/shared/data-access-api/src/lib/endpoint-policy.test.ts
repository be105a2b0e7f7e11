import { api } from './api';
import type { ApiEndpointName } from './api';
import { endpointPolicies, placeLocale, policyOf } from './endpoint-policy';
import { API_BASE, startMockApi } from './mock-server.test-support';
import { makeStore } from './store';

const { seen } = startMockApi();

/** A call of every endpoint, made in German so the locale is never the API's default. */
const samples: Record<ApiEndpointName, unknown> = {
  getHealth: undefined,
  getBanners: { locale: 'de', page: '/' },
  getCases: { locale: 'de', limit: 2 },
  getCase: { locale: 'de', code: 'x' },
  getCourseProgram: { course: 'machine' },
  getCourseSpeakers: { course: 'mount' },
  getEmployees: { locale: 'de' },
  getEvents: { locale: 'de', promo: true },
  getEvent: { locale: 'de', code: 'x' },
  sendFeedback: { locale: 'de', type: 'contact', email: 'a@b.co' },
  sendResume: {
    locale: 'de',
    name: 'Anna',
    position: 'Engineer',
    email: 'anna@example.com',
    phone: '+49 30 1234567',
    file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    fileName: 'cv.pdf',
  },
  saveFingerprint: { locale: 'de', fingerprint: 'f', cookieList: 'required' },
  getGeolocation: { locale: 'de', ip: '1.2.3.4' },
  getDivisions: { locale: 'de' },
  getDivisionProducts: { locale: 'de', id: 1 },
  getProducts: { locale: 'de', limit: 30 },
  getProduct: { locale: 'de', code: 'mdcplus' },
  getTranslations: { locale: 'de', files: ['layout/formContact.json'] },
  getSeoPage: { locale: 'de', url: 'example.com/de/about/' },
  getIndustries: { locale: 'de' },
  getIndustryPage: { locale: 'de', code: 'mining' },
  getNews: { locale: 'de', topNews: true },
  getNewsItem: { locale: 'de', id: 1 },
  subscribe: { locale: 'de', email: 'a@b.co' },
  getPartners: { locale: 'de' },
  getPhotogallerySections: { locale: 'de' },
  getPhotogalleries: { locale: 'de', limit: 3 },
  getPhotogalleryFilters: { locale: 'de' },
  getPhotogallery: { locale: 'de', id: 1 },
  getPodcasts: { locale: 'de' },
  getPodcast: { locale: 'de', id: 1 },
  getPrivacyPolicies: { locale: 'de' },
  getRegulations: { locale: 'de' },
  getWebinars: { locale: 'de' },
  getMedia: { locale: 'de', page: 1, limit: 6 },
  getMediaFilters: { locale: 'de' },
  getMediaItem: { locale: 'de', code: 'x' },
  getOffices: { locale: 'de' },
  getOffice: { locale: 'de', code: 'moscow' },
  getLastModified: undefined,
};

/**
 * Spec §7, written from the spec rather than from the policy table: every call carries the
 * locale as a query, except these; POST bodies carry it too, except the multipart resume.
 */
const WITHOUT_VISITOR_LOCALE = new Set([
  'getCourseProgram',
  'getCourseSpeakers',
  'getHealth',
  'getLastModified',
]);
/** Mock locale and seo page: not the automatic locale, but a locale parameter of their own. */
const OWN_LOCALE_PARAMETER = new Set(['getTranslations', 'getSeoPage']);
const MULTIPART = new Set(['sendResume']);

describe('the locale rule (spec §7)', () => {
  const endpointNames = Object.keys(api.endpoints).sort();

  it('has a decision and a sample call for every endpoint of the api', () => {
    expect(Object.keys(endpointPolicies).sort()).toEqual(endpointNames);
    expect(Object.keys(samples).sort()).toEqual(endpointNames);
  });

  it.each(endpointNames)('%s puts the locale where the spec says', async (name) => {
    const store = makeStore({ baseUrl: API_BASE, logger: { warn: jest.fn() } });
    const endpoint = api.endpoints[name as ApiEndpointName] as unknown as {
      initiate: (arg: unknown) => Parameters<typeof store.dispatch>[0];
    };
    await store.dispatch(endpoint.initiate(samples[name as ApiEndpointName]));

    expect(seen).toHaveLength(1);
    const [request] = seen;
    const body = await request?.body;
    const queryLocales = request?.url.searchParams.getAll('locale');
    if (WITHOUT_VISITOR_LOCALE.has(name)) {
      expect(queryLocales).toEqual([]);
    } else {
      // Exactly once, whether added by the rule or given as the call's own parameter.
      expect(queryLocales).toEqual(['de']);
    }
    if (request?.method === 'POST' && !MULTIPART.has(name)) {
      expect(body?.json?.['locale']).toBe('de');
    }
    if (MULTIPART.has(name)) {
      expect(body?.form?.get('locale')).toBeNull();
      expect(body?.form?.get('name')).toBe('Anna');
    }
    if (OWN_LOCALE_PARAMETER.has(name)) expect(policyOf(name).locale).toBe('none');
  });
});

describe('placeLocale', () => {
  it('refuses a call that needs the locale but has none', () => {
    expect(() => placeLocale('getProducts', { url: 'products/' })).toThrow(
      'getProducts needs the visitor',
    );
  });

  it('refuses an endpoint without a policy row', () => {
    expect(() => placeLocale('getSomethingNew', { url: 'x/', locale: 'en' })).toThrow(
      'No endpoint policy for "getSomethingNew"',
    );
  });

  it('keeps the body fields and the other query parameters', () => {
    expect(
      placeLocale('subscribe', {
        url: 'subscribe/',
        method: 'POST',
        locale: 'ru',
        params: { page: 2 },
        body: { email: 'a@b.co' },
      }),
    ).toEqual({
      url: 'subscribe/',
      method: 'POST',
      params: { page: 2, locale: 'ru' },
      body: { email: 'a@b.co', locale: 'ru' },
    });
  });

  it('turns a missing locale into a failed call rather than a request without it', async () => {
    const store = makeStore({ baseUrl: API_BASE, logger: { warn: jest.fn() } });
    const result = await store.dispatch(api.endpoints.getProducts.initiate({ limit: 3 } as never));
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: "getProducts needs the visitor's locale",
    });
    expect(seen).toHaveLength(0);
  });
});
