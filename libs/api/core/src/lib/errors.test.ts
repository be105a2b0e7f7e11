import Fastify from 'fastify';
import { z } from 'zod';
import { handleApiError, HttpError } from './errors';
import { paginate, queryFlag } from './query';
import { parseOr400 } from './validation';

describe('handleApiError', () => {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleApiError);
  app.get('/http', async () => {
    throw new HttpError(422, 'Key reused', 'idempotency_conflict');
  });
  app.get('/bug', async () => {
    throw new Error('secret detail at /srv/app.ts:12');
  });
  app.get('/database-away', async () => {
    // What a query on a lost connection throws: drizzle's error around the pool's 503.
    const lost = Object.assign(new Error('The database is unavailable: Connection terminated'), {
      statusCode: 503,
    });
    throw new Error('Failed query: insert into "leads" … params: a@b.example', { cause: lost });
  });
  app.get('/fields', async () =>
    parseOr400(z.strictObject({ email: z.email({ message: 'wrong-email' }) }), {
      email: 'x',
      extra: 1,
    }),
  );
  afterAll(() => app.close());

  it('keeps the code of our errors', async () => {
    const response = await app.inject({ url: '/http' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'idempotency_conflict',
      message: 'Key reused',
      requestId: expect.any(String),
    });
  });

  it('hides the details of an unexpected error behind a plain 500', async () => {
    const response = await app.inject({ url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'Internal server error',
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers 503, without details, when the cause is a service that is away', async () => {
    const response = await app.inject({ url: '/database-away' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message: 'The service is briefly unavailable; please try again',
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain('a@b.example');
  });

  it('answers a validation failure with field message keys', async () => {
    const response = await app.inject({ url: '/fields' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'wrong-email', extra: 'unknown-field' });
  });
});

describe('query helpers', () => {
  it('reads flags the way query strings write them', () => {
    const schema = z.object({ flag: queryFlag });
    expect(['true', '1', 'yes', 'on'].map((flag) => schema.parse({ flag }).flag)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['false', '0', ''].map((flag) => schema.parse({ flag }).flag)).toEqual([
      false,
      false,
      false,
    ]);
    expect(schema.parse({}).flag).toBeUndefined();
    expect(schema.safeParse({ flag: 'maybe' }).success).toBe(false);
  });

  it('pages from 1', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(paginate([1, 2, 3], 5, 2)).toEqual([]);
  });
});
