import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { recordConsent } from '@corp/shared/consent';
import { METRIKA_SCRIPT } from './analytics';
import { useRouteAnalyticsHits } from './useMarketingEvents';

function Page({ analyticsId }: { analyticsId?: string }) {
  useRouteAnalyticsHits(analyticsId);
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/ru/about/?from=menu')}>
      go
    </button>
  );
}

function renderAt(analyticsId?: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page analyticsId={analyticsId} /> }], {
    initialEntries: ['/product/flow/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  delete window.ym;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  for (const name of ['cookiePermission', 'cookieList'])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('useRouteAnalyticsHits', () => {
  it('does nothing without a counter id: no script, no calls', () => {
    recordConsent(['required', 'analytical']);
    const router = renderAt(undefined);
    act(() => void router.navigate('/ru/'));
    expect(window.ym).toBeUndefined();
    expect(document.querySelector(`script[src="${METRIKA_SCRIPT}"]`)).toBeNull();
  });

  it('sends nothing before the visitor accepts the analytical cookies, nor after a refusal', async () => {
    const router = renderAt('12345');
    await act(() => router.navigate('/ru/'));
    expect(window.ym).toBeUndefined();
    act(() => void recordConsent(['required', 'marketing']));
    await act(() => router.navigate('/ru/about/'));
    expect(window.ym).toBeUndefined();
  });

  it('from the choice on: init once and a hit for the current page and each navigation', async () => {
    const calls: unknown[][] = [];
    window.ym = (...args: unknown[]) => void calls.push(args);
    const router = renderAt('12345');
    act(() => void recordConsent(['required', 'analytical']));
    await act(() => router.navigate('/ru/about/?from=menu'));
    await act(() => router.navigate('/ru/about/?from=menu'));
    expect(calls.map((call) => call.slice(0, 3))).toEqual([
      [12345, 'init', expect.objectContaining({ defer: true })],
      [12345, 'hit', '/product/flow/'],
      [12345, 'hit', '/ru/about/?from=menu'],
    ]);
  });

  it('at once when an earlier visit accepted', () => {
    recordConsent(['required', 'analytical']);
    const calls: unknown[][] = [];
    window.ym = (...args: unknown[]) => void calls.push(args);
    renderAt('12345');
    expect(calls.map((call) => call[1])).toEqual(['init', 'hit']);
  });
});
