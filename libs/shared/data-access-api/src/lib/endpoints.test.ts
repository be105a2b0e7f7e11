import { http, HttpResponse } from 'msw';
import { api } from './api';
import { createIdempotencyKey } from './args';
import { privacyPoliciesFailure } from './privacy.api';
import { API_BASE, startMockApi } from './mock-server.test-support';
import { makeStore } from './store';

const { server, seen } = startMockApi();
const store = () => makeStore({ baseUrl: API_BASE, logger: { warn: jest.fn() } });

describe('content calls read the seed content through their contracts', () => {
  it('pages products and keeps the counts (the footer asks for 30)', async () => {
    const result = await store().dispatch(
      api.endpoints.getProducts.initiate({
        locale: 'ru',
        limit: 5,
        page: 2,
        exclude: ['openmine'],
      }),
    );
    expect(result.data?.items).toHaveLength(5);
    expect(result.data?.count).toBeGreaterThan(5);
    expect(result.data?.totalPages).toBe(Math.ceil((result.data?.count ?? 0) / 5));
    expect(result.data?.items.every((item) => item.initialLocale === 'ru')).toBe(true);
    expect(seen[0]?.url.searchParams.get('exclude')).toBe('openmine');
  });

  it('reads one product with its page body, falling back from de to en', async () => {
    const result = await store().dispatch(
      api.endpoints.getProduct.initiate({ locale: 'de', code: 'industrial-iot-platform' }),
    );
    expect(result.data?.code).toBe('industrial-iot-platform');
    expect(['de', 'en']).toContain(result.data?.initialLocale);
  });

  it('unwraps data.data of the industries and the seo page', async () => {
    const industries = await store().dispatch(
      api.endpoints.getIndustries.initiate({ locale: 'en' }),
    );
    expect(industries.data?.map((industry) => industry.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const seo = await store().dispatch(
      api.endpoints.getSeoPage.initiate({ locale: 'en', url: 'example.com/about/' }),
    );
    expect(seo.data?.path).toBe('/about/');
  });

  it('reads an industry page by code, Kazakh falling back to Russian; unknown is a 404', async () => {
    const page = await store().dispatch(
      api.endpoints.getIndustryPage.initiate({ locale: 'kz', code: 'mining' }),
    );
    expect(page.data).toMatchObject({ code: 'mining', initialLocale: 'ru' });
    expect(seen[0]?.url.pathname).toBe('/api/v1/industry-pages/mining/');
    const missing = await store().dispatch(
      api.endpoints.getIndustryPage.initiate({ locale: 'en', code: 'agriculture' }),
    );
    expect(missing.error).toMatchObject({ status: 404 });
  });

  it('sends the event list flags and reads items, totalCount and page', async () => {
    const result = await store().dispatch(
      api.endpoints.getEvents.initiate({ locale: 'en', archive: true, page: 1, limit: 9 }),
    );
    expect(seen[0]?.url.searchParams.get('archive')).toBe('true');
    expect(result.data).toMatchObject({ page: 1, initialLocale: 'en' });
    expect(result.data?.items.every((event) => event.showAfterEndEn)).toBe(true);
  });

  it('posts the media filters and reads items and count', async () => {
    const result = await store().dispatch(
      api.endpoints.getMedia.initiate({ locale: 'en', page: 1, limit: 6, type: 'article' }),
    );
    expect((await seen[0]?.body)?.json).toEqual({
      page: 1,
      limit: 6,
      type: 'article',
      locale: 'en',
    });
    expect(result.data?.items.every((item) => item.type === 'article')).toBe(true);
    expect(result.data?.count).toBeGreaterThanOrEqual(result.data?.items.length ?? 0);
  });

  it('reads podcast seasons, and null for an unknown episode (any status is accepted)', async () => {
    const seasons = await store().dispatch(api.endpoints.getPodcasts.initiate({ locale: 'ru' }));
    expect(seasons.data?.[0]?.items.length).toBeGreaterThan(0);
    const missing = await store().dispatch(
      api.endpoints.getPodcast.initiate({ locale: 'ru', id: 999 }),
    );
    expect(missing.isSuccess).toBe(true);
    expect(missing.data).toBeNull();
  });

  it('gives null when geolocation fails (spec §8)', async () => {
    server.use(http.get('*/api/v1/geolocation/ip/', () => HttpResponse.json({}, { status: 500 })));
    const result = await store().dispatch(api.endpoints.getGeolocation.initiate({ locale: 'en' }));
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
  });

  it('fails the policies with the server’s message when success is false', async () => {
    server.use(
      http.get('*/api/v1/privacy-policy/', () =>
        HttpResponse.json({ success: false, message: 'Политики недоступны' }),
      ),
    );
    const failed = await store().dispatch(
      api.endpoints.getPrivacyPolicies.initiate({ locale: 'ru' }),
    );
    expect(failed.error).toMatchObject({ status: 'CUSTOM_ERROR', error: 'Политики недоступны' });
    server.resetHandlers();
    server.use(http.get('*/api/v1/privacy-policy/', () => HttpResponse.json({ success: true })));
    const empty = await store().dispatch(
      api.endpoints.getPrivacyPolicies.initiate({ locale: 'ru' }),
    );
    // No message: the footer shows "Ошибка при получении данных" in the page's language.
    expect(privacyPoliciesFailure(empty.error)).toEqual({ text: 'fetchFailed' });
  });

  describe('the privacy policies’ three outcomes (spec §7, §8)', () => {
    afterEach(() => server.resetHandlers());
    const policies = (locale: 'ru' | 'en' | 'de' | 'kz') =>
      store().dispatch(api.endpoints.getPrivacyPolicies.initiate({ locale }));

    it('lists the policies when the envelope carries them', async () => {
      const result = await policies('ru');
      expect(result.isError).toBe(false);
      expect(result.data?.length).toBeGreaterThan(0);
      expect(result.data?.[0]).toMatchObject({
        id: expect.anything(),
        name: expect.any(String),
        file: expect.any(String),
      });
    });

    it('gives the server’s message, else the "Ошибка при получении данных" text, for success: false or no data', async () => {
      server.use(
        http.get('*/api/v1/privacy-policy/', () =>
          HttpResponse.json({ success: false, message: 'Политики недоступны' }),
        ),
      );
      const withMessage = await policies('ru');
      expect(privacyPoliciesFailure(withMessage.error)).toEqual({ message: 'Политики недоступны' });
      expect(withMessage.data).toBeUndefined();
      server.use(
        http.get('*/api/v1/privacy-policy/', () =>
          HttpResponse.json({ success: true, data: null }),
        ),
      );
      expect(privacyPoliciesFailure((await policies('ru')).error)).toEqual({ text: 'fetchFailed' });
      server.use(http.get('*/api/v1/privacy-policy/', () => HttpResponse.json({ success: false })));
      expect(privacyPoliciesFailure((await policies('en')).error)).toEqual({ text: 'fetchFailed' });
    });

    it('gives the "Ошибка при загрузке политик конфиденциальности" text when the request throws', async () => {
      server.use(http.get('*/api/v1/privacy-policy/', () => HttpResponse.error()));
      const thrown = await policies('ru');
      expect(thrown.isError).toBe(true);
      expect(thrown.data).toBeUndefined();
      expect(privacyPoliciesFailure(thrown.error)).toEqual({ text: 'loadFailed' });
      // An HTTP failure with the server's message shows that message.
      server.use(
        http.get('*/api/v1/privacy-policy/', () =>
          HttpResponse.json(
            { code: 'unavailable', message: 'Database is starting' },
            { status: 503 },
          ),
        ),
      );
      expect(privacyPoliciesFailure((await policies('ru')).error)).toEqual({
        message: 'Database is starting',
      });
    });
  });

  it('reads translation files and the last-modified date from the site root', async () => {
    const s = store();
    const translations = await s.dispatch(
      api.endpoints.getTranslations.initiate({
        locale: 'kz',
        files: ['layout/formContact.json', 'news/media/footer.json'],
      }),
    );
    expect(Object.keys(translations.data ?? {})).toEqual([
      'layout/formContact.json',
      'news/media/footer.json',
    ]);
    expect(seen[0]?.url.href).toMatch(/^http:\/\/api\.test\/mock\/locale\/\?/);
    const lastModified = await s.dispatch(api.endpoints.getLastModified.initiate());
    expect(lastModified.data).toBe('Sun, 01 Nov 2026 00:00:00 GMT');
    expect(seen[1]?.url.href).toBe('http://api.test/lastmodified.txt');
  });

  it('calls course program and speakers without a locale', async () => {
    const program = await store().dispatch(
      api.endpoints.getCourseProgram.initiate({ course: 'mount' }),
    );
    expect(program.data?.code).toBe('mount');
    const speakers = await store().dispatch(
      api.endpoints.getCourseSpeakers.initiate({ course: 'mount' }),
    );
    expect(speakers.data?.every((speaker) => speaker.course === 'mount')).toBe(true);
  });
});

describe('lead calls', () => {
  it('sends feedback with its Idempotency-Key and reads the brochure links', async () => {
    const key = createIdempotencyKey();
    const result = await store().dispatch(
      api.endpoints.sendFeedback.initiate({
        locale: 'en',
        idempotencyKey: key,
        type: 'brochure',
        product: 'mdcplus',
        firstName: 'Ann',
        lastName: 'Lee',
        position: 'CTO',
        company: 'Acme',
        industry: 1,
        country: 'Finland',
        email: 'ann@example.com',
        phone: '+358 40 1234567',
        policyAgreement: true,
      }),
    );
    expect(seen[0]?.headers.get('idempotency-key')).toBe(key);
    const body = (await seen[0]?.body)?.json;
    expect(body).toMatchObject({ type: 'brochure', locale: 'en', email: 'ann@example.com' });
    expect(body).not.toHaveProperty('idempotencyKey');
    expect(result.data).toMatchObject({
      id: expect.any(String),
      downloadLink: expect.stringMatching(/^\//),
    });
  });

  it('sends the resume as multipart with the file, its locale in the query only', async () => {
    const key = createIdempotencyKey();
    const result = await store().dispatch(
      api.endpoints.sendResume.initiate({
        locale: 'ru',
        idempotencyKey: key,
        name: 'Анна',
        position: 'Инженер',
        email: 'anna@example.com',
        phone: '+7 912 345-67-89',
        comment: 'Письмо',
        file: new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }),
      }),
    );
    expect(result.data).toEqual({ id: expect.any(String) });
    const [request] = seen;
    expect(request?.url.searchParams.get('locale')).toBe('ru');
    expect(request?.headers.get('idempotency-key')).toBe(key);
    const form = (await request?.body)?.form;
    expect([...(form?.keys() ?? [])].sort()).toEqual([
      'comment',
      'email',
      'file',
      'name',
      'phone',
      'position',
    ]);
    expect((form?.get('file') as File).name).toBe('resume.pdf');
  });

  it('subscribes with an Idempotency-Key, and without one sends none', async () => {
    await store().dispatch(
      api.endpoints.subscribe.initiate({ locale: 'en', email: 'a@b.co', idempotencyKey: 'k-1' }),
    );
    await store().dispatch(api.endpoints.subscribe.initiate({ locale: 'en', email: 'a@b.co' }));
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['k-1', null]);
  });
});

describe('the store’s API origin', () => {
  it('adds the basic-auth credential of a server store', async () => {
    const s = makeStore({ baseUrl: API_BASE, credentials: { user: 'site', password: 'pä55' } });
    await s.dispatch(api.endpoints.getDivisions.initiate({ locale: 'en' }));
    expect(seen[0]?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('site:pä55', 'utf8').toString('base64')}`,
    );
    expect(JSON.stringify(s.getState())).not.toContain('pä55');
  });

  it('uses another origin per store', async () => {
    await makeStore({ baseUrl: 'http://other.test/api/v1' }).dispatch(
      api.endpoints.getOffices.initiate({ locale: 'en' }),
    );
    expect(seen[0]?.url.origin).toBe('http://other.test');
  });
});
