import { act, render } from '@testing-library/react';
import { recordConsent } from '@corp/shared/consent';
import { WEB_VITALS_PATH } from '@corp/shared/contracts';
import { DEFAULT_API_BASE_URL } from '@corp/shared/data-access-api';
import type { SiteName } from '@corp/shared/routing';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { MetricType } from 'web-vitals';
import { HYDRATED_ATTRIBUTE } from '@corp/shared/document';
import { resetWebVitals } from './web-vitals';
import { useWebVitals } from './useMarketingEvents';

/**
 * jsdom measures nothing: web-vitals stands in as four subscriptions the test reports through,
 * as the library calls back once the browser has the value. Everything else is the real code:
 * the consent cookies, the lazy import, the hide of the page and `navigator.sendBeacon`.
 */
const subscribers: Partial<Record<MetricType['name'], (metric: MetricType) => void>> = {};
jest.mock('web-vitals', () => {
  const subscribe = (name: string) => (callback: (metric: unknown) => void) => {
    (subscribers as Record<string, unknown>)[name] = callback;
  };
  return {
    onCLS: subscribe('CLS'),
    onINP: subscribe('INP'),
    onLCP: subscribe('LCP'),
    onTTFB: subscribe('TTFB'),
  };
});

function report(name: MetricType['name'], value: number, rating: MetricType['rating'] = 'good') {
  subscribers[name]?.({ name, value, rating, id: `v6-${name}-1`, delta: value } as MetricType);
}

const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  document.cookie = 'cookiePermission=; path=/; max-age=0';
  document.cookie = 'cookieList=; path=/; max-age=0';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  for (const name of Object.keys(subscribers)) delete subscribers[name as MetricType['name']];
  sendBeacon.mockClear();
  visibility = 'visible';
  resetWebVitals();
});

function Root({ site }: { site: SiteName }) {
  useWebVitals(site);
  return <Outlet />;
}

/** The main site's root and two of its pages (route ids as routes.ts makes them). */
function renderMain(initial: string) {
  const page = () => null;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: <Root site="main" />,
        children: [
          { id: 'index___ru', path: 'ru', Component: page },
          { id: 'product-code___ru', path: 'ru/product/:code', Component: page },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The page's hydration ends (the attribute every page gets), then its idle moment passes. */
async function hydrationEnds() {
  await act(async () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** The visitor switches away from the tab, or leaves the page. */
function hidePage() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const sentBodies = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(String(body)) }));

describe('useWebVitals', () => {
  it('sends nothing and loads nothing for a visitor who refused the analytical cookies', async () => {
    recordConsent(['required', 'marketing']);
    renderMain('/ru/product/flow/');
    await hydrationEnds();
    expect(subscribers).toEqual({});
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing before the visitor has chosen', async () => {
    renderMain('/ru/');
    await hydrationEnds();
    hidePage();
    expect(subscribers).toEqual({});
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('measures only once the page has hydrated', async () => {
    recordConsent(['required', 'analytical']);
    renderMain('/ru/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(subscribers).toEqual({});
    await hydrationEnds();
    expect(Object.keys(subscribers).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
  });

  it('beacons the landing page’s metrics in one batch when the page is hidden, each once', async () => {
    recordConsent(['required', 'analytical']);
    const router = renderMain('/ru/product/flow/');
    await hydrationEnds();
    report('TTFB', 180.4);
    report('LCP', 2710, 'needs-improvement');
    // A visit of another page in the app: the metrics stay the landing page's.
    await act(() => router.navigate('/ru/'));
    expect(sendBeacon).not.toHaveBeenCalled();

    hidePage();
    report('CLS', 0.02);
    report('INP', 88);
    expect(sentBodies()).toEqual([
      {
        // The API at the page's own origin, where every other call of the browser goes.
        url: `${DEFAULT_API_BASE_URL}${WEB_VITALS_PATH}`,
        body: {
          site: 'main',
          pageType: 'product-code',
          metrics: [
            { name: 'TTFB', value: 180.4, rating: 'good' },
            { name: 'LCP', value: 2710, rating: 'needs-improvement' },
          ],
        },
      },
    ]);
    // web-vitals reports CLS and INP during the hide, before this module's listener runs;
    // here they come after it, so they go with the next hide.
    visibility = 'visible';
    report('LCP', 3000);
    hidePage();
    expect(sentBodies()[1]?.body.metrics).toEqual([
      { name: 'CLS', value: 0.02, rating: 'good' },
      { name: 'INP', value: 88, rating: 'good' },
    ]);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('starts when the visitor accepts the analytical cookies on the page, and stops sending if withdrawn', async () => {
    renderMain('/ru/');
    await hydrationEnds();
    expect(subscribers).toEqual({});
    act(() => void recordConsent(['required', 'analytical']));
    await hydrationEnds();
    report('LCP', 1200);
    hidePage();
    expect(sentBodies()).toEqual([
      expect.objectContaining({
        body: {
          site: 'main',
          pageType: 'index',
          metrics: [expect.objectContaining({ name: 'LCP' })],
        },
      }),
    ]);

    act(() => void recordConsent(['required']));
    visibility = 'visible';
    report('CLS', 0.3, 'poor');
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
