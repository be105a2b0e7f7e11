import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { contentApi, contentSearch } from './content.api';
import { mediaApi } from './media.api';
import { createAdminStore } from './store';

const API = 'http://localhost/admin/api';
const seen: { method: string; path: string; csrf: string | null; body: unknown }[] = [];
const server = setupServer(
  http.all(`${API}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const text =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    seen.push({
      method: request.method,
      path: url.pathname.replace('/admin/api/', '') + url.search,
      csrf: request.headers.get('x-csrf-token'),
      body: text ? JSON.parse(text) : undefined,
    });
    if (url.pathname.endsWith('/publish'))
      return HttpResponse.json(
        {
          code: 'invalid_content',
          message: 'The content does not match its contract',
          errors: [{ locale: 'ru', path: 'name', message: 'required' }],
        },
        { status: 422 },
      );
    if (url.pathname === '/admin/api/media/a1' && request.method === 'DELETE')
      return HttpResponse.json({ code: 'in_use', message: 'used by events/x' }, { status: 409 });
    if (request.method === 'PUT') return HttpResponse.json({ revision: 5 });
    return HttpResponse.json({ data: [], total: 0 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const signedIn = () =>
  createAdminStore({ adminSession: { status: 'signed-in', user: null, csrfToken: 'csrf-9' } });

describe('content api', () => {
  it('writes list filters as a query, leaving out empty ones', () => {
    expect(contentSearch({ q: 'forum', site: '', missing: 'de', offset: 0 })).toBe(
      '?q=forum&missing=de&offset=0',
    );
    expect(contentSearch({})).toBe('');
  });

  it('lists a kind with its filters, and saves a draft with the CSRF token', async () => {
    const store = signedIn();
    await store.dispatch(
      contentApi.endpoints.listContent.initiate({ kind: 'events', missing: 'kz', limit: 50 }),
    );
    const saved = await store.dispatch(
      contentApi.endpoints.saveDraft.initiate({
        kind: 'events',
        key: 'partner day',
        locale: 'ru',
        data: { name: 'День' },
      }),
    );
    expect(saved.data).toEqual({ revision: 5 });
    expect(seen).toEqual([
      { method: 'GET', path: 'content/events?missing=kz&limit=50', csrf: null, body: undefined },
      {
        method: 'PUT',
        path: 'content/events/partner%20day/ru',
        csrf: 'csrf-9',
        body: { data: { name: 'День' } },
      },
    ]);
  });

  it("gives a refused publish's errors with their locale and path", async () => {
    const store = signedIn();
    const result = await store.dispatch(
      contentApi.endpoints.publishItem.initiate({ kind: 'events', key: 'x' }),
    );
    expect(result.error).toMatchObject({
      status: 422,
      data: {
        code: 'invalid_content',
        errors: [{ locale: 'ru', path: 'name', message: 'required' }],
      },
    });
  });

  it('schedules, previews and restores at their URLs', async () => {
    const store = signedIn();
    const ref = { kind: 'events' as const, key: 'x' };
    await store.dispatch(
      contentApi.endpoints.createSchedule.initiate({
        ...ref,
        action: 'unpublish',
        runAt: '2027-01-01T00:00:00Z',
      }),
    );
    await store.dispatch(contentApi.endpoints.cancelSchedule.initiate({ ...ref, id: 3 }));
    await store.dispatch(contentApi.endpoints.previewItem.initiate({ ...ref, locale: 'kz' }));
    await store.dispatch(contentApi.endpoints.restoreRevision.initiate({ ...ref, id: 4 }));
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      [
        'POST',
        'content/events/x/schedules',
        { action: 'unpublish', runAt: '2027-01-01T00:00:00Z' },
      ],
      ['DELETE', 'content/events/x/schedules/3', undefined],
      ['POST', 'content/events/x/preview', { locale: 'kz' }],
      ['POST', 'content/events/x/revisions/4/restore', undefined],
    ]);
  });
});

describe('media api', () => {
  it('lists with a search and refuses to delete a used file with 409', async () => {
    const store = signedIn();
    await store.dispatch(mediaApi.endpoints.listMedia.initiate({ q: 'hall', kind: 'image' }));
    const removed = await store.dispatch(mediaApi.endpoints.deleteMedia.initiate('a1'));
    expect(removed.error).toMatchObject({ status: 409, data: { code: 'in_use' } });
    expect(seen.map(({ method, path, csrf }) => [method, path, csrf])).toEqual([
      ['GET', 'media?q=hall&kind=image', null],
      ['DELETE', 'media/a1', 'csrf-9'],
    ]);
  });
});
