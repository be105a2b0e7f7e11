import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { API_BASE, startMockApi } from './mock-server.test-support';
import { useGetProductsQuery } from './products.api';
import { makeStore } from './store';
import { prefetch } from './prefetch';
import type { AppStore } from './store';

const { seen } = startMockApi();

function ProductNames() {
  const { data, isLoading } = useGetProductsQuery({ locale: 'en', limit: 3 });
  if (isLoading || !data) return <p>Loading…</p>;
  return (
    <ul>
      {data.items.map((product) => (
        <li key={product.code}>{product.name}</li>
      ))}
    </ul>
  );
}

const page = (store: AppStore) => (
  <Provider store={store}>
    <ProductNames />
  </Provider>
);

describe('server render, then the browser rehydrates', () => {
  it('renders the server’s data in the browser without fetching it again', async () => {
    // Server: one store for this request, the loader prefetches, the page renders from the cache.
    const serverStore = makeStore({ baseUrl: API_BASE });
    const results = await prefetch(serverStore, [['getProducts', { locale: 'en', limit: 3 }]]);
    expect(results).toEqual([expect.objectContaining({ endpoint: 'getProducts', isError: false })]);
    const html = renderToString(page(serverStore));
    expect(html).not.toContain('Loading');
    expect(seen).toHaveLength(1);

    // The state crosses to the browser as JSON.
    const serialised = JSON.stringify(serverStore.getState());
    const browserStore = makeStore({ baseUrl: '/api/v1', preloadedState: JSON.parse(serialised) });

    render(page(browserStore));

    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toHaveLength(3);
    expect(html).toContain(names[0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });

  it('calls through the fetch a server store is given', async () => {
    const calls: string[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      calls.push(request.url);
      return fetch(request);
    };
    const store = makeStore({ baseUrl: API_BASE, fetchFn });
    const [products] = await prefetch(store, [['getProducts', { locale: 'ru', limit: 2 }]]);
    expect(products).toMatchObject({ isError: false });
    expect(calls).toEqual([expect.stringMatching(/\/products\/\?.*locale=ru/)]);
  });

  it('tells the loader which prefetch failed', async () => {
    const store = makeStore({ baseUrl: API_BASE });
    const [product] = await prefetch(store, [
      ['getProduct', { locale: 'en', code: 'no-such-product' }],
    ]);
    expect(product).toMatchObject({
      endpoint: 'getProduct',
      isError: true,
      error: { status: 404 },
    });
  });

  it('keeps the failure notifications of the server render', async () => {
    const store = makeStore({ baseUrl: API_BASE });
    store.dispatch({
      type: 'notifications/notify',
      payload: { id: 'n1', kind: 'error', title: 'Error!', text: 'Down' },
    });
    const browser = makeStore({ preloadedState: JSON.parse(JSON.stringify(store.getState())) });
    expect(browser.getState().notifications.items).toEqual([
      { id: 'n1', kind: 'error', title: 'Error!', text: 'Down' },
    ]);
  });
});
