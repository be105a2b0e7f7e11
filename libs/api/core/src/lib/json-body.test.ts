import fc from 'fast-check';
import Fastify from 'fastify';
import { handleApiError } from './errors';
import { boundJsonBodies, jsonShapeProblem } from './json-body';

/** Containers inside one another (a scalar 0), and object members plus array items in all. */
function shapeOf(value: unknown): { depth: number; values: number } {
  if (value === null || typeof value !== 'object') return { depth: 0, values: 0 };
  const children = Object.values(value);
  const inner = children.map(shapeOf);
  return {
    depth: 1 + Math.max(0, ...inner.map((shape) => shape.depth)),
    values: children.length + inner.reduce((sum, shape) => sum + shape.values, 0),
  };
}

const bytesOf = (text: string) => Buffer.from(text, 'utf8');

describe('jsonShapeProblem: one pass over the raw bytes', () => {
  it('measures depth and values exactly, whatever the strings hold (property)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5, stringUnit: 'binary' }),
        fc.constantFrom(0, 2),
        (value, indent) => {
          const bytes = bytesOf(JSON.stringify(value, null, indent));
          const { depth, values } = shapeOf(value);
          expect(jsonShapeProblem(bytes, { maxDepth: depth, maxValues: values })).toBeUndefined();
          if (depth > 0)
            expect(jsonShapeProblem(bytes, { maxDepth: depth - 1, maxValues: values })).toBe(
              'too-deep',
            );
          if (values > 0)
            expect(jsonShapeProblem(bytes, { maxDepth: depth, maxValues: values - 1 })).toBe(
              'too-many-values',
            );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('ignores brackets, commas and escaped quotes inside strings', () => {
    const text = JSON.stringify({ a: '[[[{,,,}]]] \\" \\\\', b: ['"', '\\'] });
    expect(jsonShapeProblem(bytesOf(text), { maxDepth: 2, maxValues: 4 })).toBeUndefined();
  });

  it('stops at the first excess of a huge body', () => {
    const deep = bytesOf('['.repeat(1_000_000));
    expect(jsonShapeProblem(deep, { maxDepth: 8, maxValues: 256 })).toBe('too-deep');
    const wide = bytesOf(`{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":0`).join(',')}}`);
    expect(jsonShapeProblem(wide, { maxDepth: 8, maxValues: 256 })).toBe('too-many-values');
  });
});

describe('boundJsonBodies', () => {
  const app = Fastify();
  app.setErrorHandler(handleApiError);
  boundJsonBodies(app, { bodyLimit: 1024, maxDepth: 3, maxValues: 10 });
  app.post('/echo', async (request) => request.body);
  app.post('/big', { bodyLimit: 4096 }, async (request) => request.body);
  afterAll(() => app.close());
  const post = (url: string, payload: string | Buffer) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it('parses a body within its bounds', async () => {
    const response = await post('/echo', JSON.stringify({ name: 'Әлия 👍', list: [1, [2]] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Әлия 👍', list: [1, [2]] });
  });

  it.each([
    ['nested too deep', '[[[[1]]]]', 400, 'JSON nested deeper than 3 levels'],
    [
      'with too many values',
      JSON.stringify({ a: Array.from({ length: 11 }, () => 0) }),
      400,
      'JSON with more than 10 values',
    ],
    [
      'larger than the limit',
      JSON.stringify({ a: 'x'.repeat(2000) }),
      413,
      'Request body is too large',
    ],
    ['with prototype poisoning', '{"__proto__":{"admin":true}}', 400, expect.any(String)],
    ['not JSON', '{"a":', 400, expect.any(String)],
  ])('refuses a body %s with the usual small error', async (_name, payload, status, message) => {
    const response = await post('/echo', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(response.body.length).toBeLessThan(300);
  });

  it('refuses invalid UTF-8 instead of replacing it', async () => {
    const payload = Buffer.concat([
      bytesOf('{"name":"An'),
      Buffer.from([0xc3, 0x28]),
      bytesOf('"}'),
    ]);
    const response = await post('/echo', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      message: 'The body is not valid UTF-8',
    });
  });

  it("a route's own bodyLimit wins over the context's", async () => {
    const payload = JSON.stringify({ a: 'x'.repeat(2000) });
    expect((await post('/big', payload)).statusCode).toBe(200);
  });
});
