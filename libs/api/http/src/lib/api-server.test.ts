import { openTestApi } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

describe('API server', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
  }, 60_000);
  afterAll(() => api.close());

  it('answers the health route with the database driver', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      version: 'test',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers an unknown route with the uniform error shape', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing/?locale=ru',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'No API route GET /api/v1/no-such-thing/',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('loads the content once: a second start on the same database loads nothing', async () => {
    expect(api.runtime.seed.reason).toBe('loaded');
    expect(api.runtime.seed.entries).toBeGreaterThan(500);
  });
});
