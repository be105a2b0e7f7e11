/**
 * @jest-environment node
 */
import { RouterContextProvider } from 'react-router';
import { apiAccessContext } from '../api-access/api-access';
import { loadQueries, optional, required } from './load-queries';

function contextAnswering(
  answer: (url: URL) => Response,
  cacheMs?: number,
  host = 'site.test',
  cacheVersion?: number,
) {
  const calls: string[] = [];
  const context = new RouterContextProvider();
  context.set(apiAccessContext, {
    baseUrl: `http://${host}/api/v1`,
    ...(cacheMs ? { cacheMs } : {}),
    ...(cacheVersion !== undefined ? { cacheVersion } : {}),
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

  it('asks again once the content version moves on (a publish), then reuses the new answer', async () => {
    let uptime = 1;
    const answer = () => Response.json({ status: 'ok', uptimeSeconds: uptime });
    const load = async (version: number) => {
      const { context, calls } = contextAnswering(answer, 60_000, 'version.test', version);
      const [health] = await loadQueries(context, [['getHealth', undefined]]);
      return {
        uptime: (required(health) as { uptimeSeconds: number }).uptimeSeconds,
        calls: calls.length,
      };
    };
    expect(await load(1)).toEqual({ uptime: 1, calls: 1 });
    uptime = 2;
    expect(await load(1)).toEqual({ uptime: 1, calls: 0 });
    expect(await load(2)).toEqual({ uptime: 2, calls: 1 });
    expect(await load(2)).toEqual({ uptime: 2, calls: 0 });
  });

  it('reuses successful results for cacheMs when the web server asks it to, never failures', async () => {
    let status = 503;
    const answer = () =>
      status === 200
        ? Response.json({ status: 'ok', uptimeSeconds: 1 })
        : Response.json({ code: 'down', message: 'down' }, { status });
    const first = contextAnswering(answer, 60_000, 'cache.test');
    const [failed] = await loadQueries(first.context, [['getHealth', undefined]]);
    expect(failed?.isError).toBe(true);
    status = 200;
    const second = contextAnswering(answer, 60_000, 'cache.test');
    await loadQueries(second.context, [['getHealth', undefined]]);
    const third = contextAnswering(answer, 60_000, 'cache.test');
    const [health] = await loadQueries(third.context, [['getHealth', undefined]]);
    expect(required(health)).toEqual({ status: 'ok', uptimeSeconds: 1 });
    // The failure was asked again, the success was reused.
    expect([first.calls.length, second.calls.length, third.calls.length]).toEqual([1, 1, 0]);
    // Without cacheMs every load asks the API.
    const uncached = contextAnswering(answer, undefined, 'cache.test');
    await loadQueries(uncached.context, [['getHealth', undefined]]);
    expect(uncached.calls).toHaveLength(1);
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
