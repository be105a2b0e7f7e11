/**
 * @jest-environment node
 */
import { RouterContextProvider } from 'react-router';
import { apiAccessContext } from '../api-access/api-access';
import { loadQueries, optional, required } from './load-queries';

function contextAnswering(answer: (url: URL) => Response) {
  const calls: string[] = [];
  const context = new RouterContextProvider();
  context.set(apiAccessContext, {
    baseUrl: 'http://site.test/api/v1',
    fetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      calls.push(url.pathname + url.search);
      return answer(url);
    },
  });
  return { context, calls };
}

/** The status of the `data(null, { status })` a loader throws (React Router's error page). */
const thrownStatus = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  throw new Error('did not throw');
};

describe('loadQueries', () => {
  it('runs the endpoints through the request’s API access and returns their data', async () => {
    const { context, calls } = contextAnswering(() =>
      Response.json({ status: 'ok', uptimeSeconds: 5 }),
    );
    const [health] = await loadQueries(context, [['getHealth', undefined]]);
    expect(calls).toEqual(['/api/v1/health/']);
    expect(required(health)).toEqual({ status: 'ok', uptimeSeconds: 5 });
  });

  it('turns an API 404 into the page’s 404 and other failures into a 5xx', async () => {
    const { context } = contextAnswering((url) =>
      url.pathname.includes('missing')
        ? Response.json({ code: 'not_found', message: 'No such product' }, { status: 404 })
        : Response.json({ code: 'boom', message: 'Database down' }, { status: 503 }),
    );
    const [missing, broken] = await loadQueries(context, [
      ['getProduct', { locale: 'ru', code: 'missing' }],
      ['getProduct', { locale: 'ru', code: 'flow' }],
    ]);
    expect(thrownStatus(() => required(missing))).toBe(404);
    expect(thrownStatus(() => required(broken))).toBe(503);
    expect(optional(broken, 'fallback')).toBe('fallback');
  });

  it('treats an unreachable API as a failure, not a crash', async () => {
    const { context } = contextAnswering(() => {
      throw new TypeError('fetch failed');
    });
    const [product] = await loadQueries(context, [['getProduct', { locale: 'en', code: 'flow' }]]);
    expect(product?.isError).toBe(true);
    expect(thrownStatus(() => required(product))).toBe(502);
  });
});
