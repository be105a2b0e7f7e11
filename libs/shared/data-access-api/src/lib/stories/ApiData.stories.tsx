import type { ApiLocale } from '@corp/shared/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { useGetProductsQuery } from '../products.api';
import { makeStore } from '../store';

interface ProductListProps {
  locale: ApiLocale;
  limit: number;
}

/** The footer's product list (spec §2.8), read with the hook; msw answers from the seed content. */
function ProductList({ locale, limit }: ProductListProps) {
  const { data, isLoading, isError } = useGetProductsQuery({ locale, limit });
  if (isLoading) return <p role="status">Loading products…</p>;
  if (isError || !data) return <p role="alert">The products could not be loaded.</p>;
  return (
    <section aria-labelledby="products-heading">
      <h2 id="products-heading">
        {data.items.length} of {data.count} products
      </h2>
      <ul>
        {data.items.map((product) => (
          <li
            key={product.code}
            lang={product.initialLocale === 'kz' ? 'kk' : product.initialLocale}
          >
            <strong>{product.name}</strong> — {product.description}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A browser store per story (`/api/v1`, intercepted by the msw worker of `.storybook/preview`). */
function WithStore({ locale, limit }: ProductListProps) {
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <ProductList locale={locale} limit={limit} />
    </Provider>
  );
}

const meta = {
  title: 'Data/Products through msw',
  component: WithStore,
  args: { locale: 'en', limit: 5 },
  render: (args, { globals }) => (
    <WithStore
      key={String(globals['locale'])}
      {...args}
      locale={(globals['locale'] as ApiLocale | undefined) ?? args.locale}
    />
  ),
} satisfies Meta<typeof WithStore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FooterProducts: Story = {};

export const AllProducts: Story = { args: { limit: 30 } };
