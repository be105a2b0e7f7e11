import { createApiServer } from './api-server';

describe('API server', () => {
  const app = createApiServer({ version: '1.2.3' });
  afterAll(() => app.close());

  it('answers the health route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: '1.2.3' });
    expect(typeof response.json().uptimeSeconds).toBe('number');
  });

  it('answers an unknown route with the uniform error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing/?locale=ru' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toEqual({
      code: 'not_found',
      message: 'No API route GET /api/v1/no-such-thing/',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
