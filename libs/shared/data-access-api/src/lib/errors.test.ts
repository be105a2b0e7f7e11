import { http, HttpResponse } from 'msw';
import { api } from './api';
import type { ApiEndpointName } from './api';
import { describeApiError, errorMessageOf, errorTitle, LEAD_ENDPOINTS } from './api-errors';
import { endpointPolicies } from './endpoint-policy';
import { outcomeOf } from './error-notifications';
import { API_BASE, startMockApi } from './mock-server.test-support';
import { dismiss, notify, selectNotifications } from './notifications.slice';
import { privacyPoliciesFailure } from './privacy.api';
import { makeStore } from './store';

const { server } = startMockApi();
const serverError = (message: string, status = 500) =>
  HttpResponse.json({ code: 'x', message, requestId: 'r1' }, { status });

describe('the error text (spec §8)', () => {
  it.each([
    [
      'the server’s message',
      {
        status: 500,
        data: { code: 'internal_error', message: 'Internal server error', requestId: 'r' },
      },
      'Internal server error',
    ],
    [
      'the server’s error.message',
      { status: 502, data: { error: { message: 'Upstream down' } } },
      'Upstream down',
    ],
    [
      'the client’s message for a network failure',
      { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' },
      'TypeError: fetch failed',
    ],
    [
      'the client’s message for a body that is not JSON',
      {
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>',
        error: 'SyntaxError: Unexpected token',
      },
      'SyntaxError: Unexpected token',
    ],
    ['a thrown error’s message', { name: 'Error', message: 'Boom' }, 'Boom'],
    [
      'the fallback when the server body has no message',
      { status: 500, data: { code: 'x', message: '' } },
      'Неизвестная ошибка',
    ],
    ['the fallback for nothing at all', undefined, 'Неизвестная ошибка'],
  ])('is %s', (_case, error, text) => {
    expect(errorMessageOf(error)).toBe(text);
  });

  it.each([
    [{ status: 503, data: {} }, 503],
    [{ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' }, 502],
    [{ status: 'FETCH_ERROR', error: 'x' }, 500],
    [{ message: 'thrown' }, 500],
  ])('maps %j to status %d (default 500)', (error, statusCode) => {
    expect(describeApiError(error).statusCode).toBe(statusCode);
  });

  it.each([
    ['ru', 'Ошибка!'],
    ['en', 'Error!'],
    ['de', 'Error!'],
    ['kz', 'Error!'],
  ] as const)('is titled for %s as %s', (locale, title) => {
    expect(errorTitle(locale)).toBe(title);
  });

  it('uses the privacy dropdown’s own fallback', () => {
    expect(privacyPoliciesFailure({ status: 'FETCH_ERROR', error: '' })).toEqual({
      text: 'loadFailed',
    });
    expect(privacyPoliciesFailure(undefined)).toEqual({ text: 'loadFailed' });
  });
});

/**
 * §8: "Most list fetch failures are only logged"; geolocation failure returns null; the
 * last-modified file's failure is only warned; the health probe is not a visitor's call.
 * Written from the spec, independently of the policy table.
 */
const SILENT: readonly ApiEndpointName[] = [
  'getHealth',
  'getBanners',
  'getCases',
  'getCourseProgram',
  'getCourseSpeakers',
  'getEmployees',
  'getEvents',
  'getGeolocation',
  'getDivisions',
  'getDivisionProducts',
  'getProducts',
  'getIndustries',
  'getNews',
  'getPartners',
  'getPhotogallerySections',
  'getPhotogalleries',
  'getPhotogalleryFilters',
  'getPodcasts',
  'getPrivacyPolicies',
  'getRegulations',
  'getMedia',
  'getMediaFilters',
  'getOffices',
  'getLastModified',
  'saveFingerprint',
];

describe('which failures notify', () => {
  it.each(Object.keys(api.endpoints).sort())('%s: 500 notifies unless silent', (endpoint) => {
    const outcome = outcomeOf({
      endpoint,
      locale: 'ru',
      error: { status: 500, data: { message: 'Down' } },
    });
    if (SILENT.includes(endpoint as ApiEndpointName)) {
      expect(outcome).toEqual({ kind: 'log', message: `${endpoint} failed (500): Down` });
    } else if (LEAD_ENDPOINTS.includes(endpoint)) {
      expect(outcome).toEqual({
        kind: 'notify',
        title: 'Ошибка!',
        text: 'Заявка не отправлена. Попробуйте ещё раз.',
      });
    } else {
      expect(outcome).toEqual({ kind: 'notify', title: 'Ошибка!', text: 'Down' });
    }
  });

  it.each(Object.keys(endpointPolicies))('%s: 401 and 404 never notify', (endpoint) => {
    for (const status of [401, 404]) {
      expect(outcomeOf({ endpoint, error: { status, data: { message: 'No' } } })).toEqual({
        kind: 'ignore',
      });
    }
  });

  it('tells a lead’s failure in the page’s language, never the server’s English message', () => {
    const failure = (status: number, locale: 'ru' | 'en' | 'de' | 'kz') =>
      outcomeOf({
        endpoint: 'sendFeedback',
        locale,
        error: { status, data: { message: 'Invalid request', fields: { email: 'wrong-email' } } },
      });
    expect(failure(400, 'ru')).toEqual({
      kind: 'notify',
      title: 'Ошибка!',
      text: 'Проверьте выделенные поля.',
    });
    expect(failure(400, 'en')).toEqual({
      kind: 'notify',
      title: 'Error!',
      text: 'Please check the highlighted fields.',
    });
    expect(failure(413, 'de')).toMatchObject({ text: 'Die Datei ist zu groß: höchstens 10 MB.' });
    expect(failure(502, 'kz')).toMatchObject({ text: 'Өтінім жіберілмеді. Қайталап көріңіз.' });
    expect(
      outcomeOf({ endpoint: 'sendResume', locale: 'ru', error: { status: 'FETCH_ERROR' } }),
    ).toMatchObject({ text: 'Заявка не отправлена. Попробуйте ещё раз.' });
  });

  it('titles a call without a locale in the store’s locale', () => {
    expect(
      outcomeOf({ endpoint: 'getTranslations', error: { status: 500, data: {} } }, 'ru'),
    ).toEqual({
      kind: 'notify',
      title: 'Ошибка!',
      text: 'Неизвестная ошибка',
    });
  });
});

describe('the notifications a store collects', () => {
  const makeTestStore = () => {
    const logger = { warn: jest.fn() };
    return { store: makeStore({ baseUrl: API_BASE, logger }), logger };
  };

  it('shows the server’s message for a failed detail call, titled in the call’s locale', async () => {
    server.use(http.get('*/api/v1/product/:code/', () => serverError('База данных недоступна')));
    const { store } = makeTestStore();

    await store.dispatch(api.endpoints.getProduct.initiate({ locale: 'ru', code: 'mdcplus' }));

    expect(selectNotifications(store.getState())).toEqual([
      { id: expect.any(String), kind: 'error', title: 'Ошибка!', text: 'База данных недоступна' },
    ]);
  });

  it('shows nothing for a 404', async () => {
    const { store } = makeTestStore();
    const result = await store.dispatch(
      api.endpoints.getEvent.initiate({ locale: 'en', code: 'no-such-event' }),
    );
    expect(result.error).toMatchObject({ status: 404 });
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('only logs a failed list, which stays empty', async () => {
    server.use(http.get('*/api/v1/products/', () => serverError('Down')));
    const { store, logger } = makeTestStore();
    const result = await store.dispatch(
      api.endpoints.getProducts.initiate({ locale: 'en', limit: 30 }),
    );
    expect(result.data).toBeUndefined();
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('[api] getProducts failed (500): Down');
  });

  it('reports a network failure with the client’s message', async () => {
    server.use(http.get('*/api/v1/news/:id/', () => HttpResponse.error()));
    const { store } = makeTestStore();
    const result = await store.dispatch(
      api.endpoints.getNewsItem.initiate({ locale: 'de', id: 7 }),
    );
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    const [notification] = selectNotifications(store.getState());
    expect(notification?.title).toBe('Error!');
    expect(notification?.text).toMatch(/fetch failed|Failed to fetch/i);
  });

  it('only logs a failed consent save (spec §4): the choice stands without a notification', async () => {
    server.use(http.post('*/api/v1/save-fingerprint/', () => HttpResponse.error()));
    const { store, logger } = makeTestStore();
    const result = await store.dispatch(
      api.endpoints.saveFingerprint.initiate({
        locale: 'de',
        fingerprint: 'f1',
        cookieList: 'required',
      }),
    );
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('turns a response outside its contract into a clear error, not a crash', async () => {
    server.use(
      http.get('*/api/v1/news/:id/', () =>
        HttpResponse.json({ data: { id: 'seven', title: 'Broken' } }),
      ),
    );
    const { store } = makeTestStore();
    const result = await store.dispatch(
      api.endpoints.getNewsItem.initiate({ locale: 'en', id: 7 }),
    );
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      error: expect.stringMatching(/^Unexpected response for getNewsItem: data\.id: /),
    });
    expect(selectNotifications(store.getState())[0]?.text).toMatch(
      /^Unexpected response for getNewsItem/,
    );
  });

  it('dismisses a notification by id', () => {
    const { store } = makeTestStore();
    store.dispatch(notify({ title: 'Error!', text: 'One' }));
    store.dispatch(notify({ title: 'Error!', text: 'Two' }));
    const [first] = selectNotifications(store.getState());
    store.dispatch(dismiss(first?.id ?? ''));
    expect(selectNotifications(store.getState()).map((item) => item.text)).toEqual(['Two']);
  });
});
