import { healthApi } from './health.api';
import { makeStore } from './store';

describe('health endpoint', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  afterEach(() => fetchSpy.mockReset());
  afterAll(() => fetchSpy.mockRestore());

  it('calls the configured API origin and returns the parsed body', async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ status: 'ok', uptimeSeconds: 12 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const store = makeStore({ baseUrl: 'http://api.test/api/v1' });

    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());

    expect(result.data).toEqual({ status: 'ok', uptimeSeconds: 12 });
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://api.test/api/v1/health/');
  });

  it('reports a server failure as an error with its status, logged rather than shown', async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ code: 'unavailable', message: 'Database is starting' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const logger = { warn: jest.fn() };
    const store = makeStore({ baseUrl: 'http://api.test/api/v1', logger });

    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());

    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 503, data: { message: 'Database is starting' } });
    expect(logger.warn).toHaveBeenCalledWith('[api] getHealth failed (503): Database is starting');
    expect(store.getState().notifications.items).toEqual([]);
  });
});
