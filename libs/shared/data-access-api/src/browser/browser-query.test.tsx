import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { API_BASE, startMockApi } from '../lib/mock-server.test-support';
import { provideBrowserStore } from '../lib/browser-store';
import { makeStore } from '../lib/store';
import { isBrowserStoreReady } from '../lib/browser-store-signal';
import { useBrowserQuery } from './browser-query';

const { seen, server } = startMockApi();

function Products({ initialLimit, skipFirst }: { initialLimit: number; skipFirst: boolean }) {
  const [limit, setLimit] = useState(initialLimit);
  const [touched, setTouched] = useState(!skipFirst);
  const { data, isFetching, isError } = useBrowserQuery(
    'getProducts',
    { locale: 'en', limit },
    { skip: !touched },
  );
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          setTouched(true);
          setLimit((value) => value + 1);
        }}
      >
        more
      </button>
      <p role="status">
        {isFetching
          ? 'fetching'
          : isError
            ? 'failed'
            : data
              ? `${data.items.length} shown`
              : 'idle'}
      </p>
    </div>
  );
}

/** What the component says about its query. */
const status = () => screen.getByRole('status').textContent;

const productCalls = () => seen.filter((request) => request.url.pathname.endsWith('/products/'));

describe('useBrowserQuery', () => {
  it('loads nothing while skipped, then asks the API through the browser store', async () => {
    provideBrowserStore(makeStore({ baseUrl: API_BASE, logger: { warn: () => undefined } }));
    expect(isBrowserStoreReady()).toBe(true);
    render(<Products initialLimit={2} skipFirst />);
    expect(status()).toBe('idle');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(productCalls()).toHaveLength(0);

    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(status()).toBe('fetching');
    await waitFor(() => expect(status()).toBe('3 shown'));
    expect(productCalls().map((request) => request.url.searchParams.get('limit'))).toEqual(['3']);

    // New arguments: a new answer, the earlier one never shown for them.
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(status()).toBe('fetching');
    await waitFor(() => expect(status()).toBe('4 shown'));
  });

  it('reports a failed call without data', async () => {
    provideBrowserStore(makeStore({ baseUrl: API_BASE, logger: { warn: () => undefined } }));
    server.use(
      http.get(`${API_BASE}/products/`, () =>
        HttpResponse.json({ code: 'down', message: 'Database down' }, { status: 503 }),
      ),
    );
    render(<Products initialLimit={5} skipFirst={false} />);
    await waitFor(() => expect(status()).toBe('failed'));
  });
});
