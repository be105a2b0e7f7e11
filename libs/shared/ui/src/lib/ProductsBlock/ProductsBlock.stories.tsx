import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductCardData } from '../ProductCard/ProductCard';
import type { ProductsBlockProps } from './ProductsBlock.island';
import { ProductsBlock } from './ProductsBlock.island';

// Local files only; Vite bundles them for Storybook (the Storybook config has no static dir).
const images = {
  pipeline: new URL('../../../storybook-assets/pipeline.svg', import.meta.url).href,
  oilPump: new URL('../../../storybook-assets/oil-pump.svg', import.meta.url).href,
  haulTruck: new URL('../../../storybook-assets/haul-truck.svg', import.meta.url).href,
  dashboard: new URL('../../../storybook-assets/dashboard.svg', import.meta.url).href,
  drill: new URL('../../../storybook-assets/drill.svg', import.meta.url).href,
};

function product(
  code: ProductCardData['code'],
  name: string,
  image: string,
  background: string,
  extra: Partial<ProductCardData> = {},
): ProductCardData {
  return {
    code,
    name,
    description: `${name} connects equipment, people and plans so the shift meets its targets.`,
    tag: { label: 'Mining', link: '/industries/mining/' },
    background,
    image: { desktop: image },
    knowMore: null,
    btnStatus: true,
    status: 'active',
    ...extra,
  };
}

const products: ProductCardData[] = [
  product(
    'dispatcher',
    'Dispatcher',
    images.dashboard,
    'linear-gradient(135deg, #0a1f44, #123b80)',
    {
      knowMore: 'https://dispatcher.example.com/',
    },
  ),
  product(
    'artificial-lift',
    'Artificial Lift',
    images.oilPump,
    'linear-gradient(135deg, #14213d, #6b4a1c)',
  ),
  product('robotruck', 'Robotruck', images.haulTruck, 'linear-gradient(135deg, #1b2a3a, #3d444d)', {
    status: 'new',
  }),
  product('flow', 'Flow', images.pipeline, 'linear-gradient(135deg, #102a43, #1a5fd0)'),
  product(
    'precisiondrill',
    'PrecisionDrill',
    images.drill,
    'linear-gradient(135deg, #16191d, #123b80)',
    {
      status: 'beta',
    },
  ),
];

const variants: { name: string; props: Omit<ProductsBlockProps, 'products'> }[] = [
  { name: 'default (main, en)', props: { locale: 'en' } },
  { name: 'integration (product page)', props: { locale: 'en', variant: 'integration' } },
  { name: 'own button label (idp)', props: { locale: 'ru', buttonLabel: 'Узнать больше' } },
  {
    name: 'kz: links out by code',
    props: { locale: 'kz', hubOrigin: 'https://www.example.com' },
  },
];

const meta = {
  title: 'UI/ProductsBlock',
  component: ProductsBlock,
  args: { products, locale: 'en' },
} satisfies Meta<typeof ProductsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each variant / page context, with five products and with three (no pagination). */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 64 }}>
      {variants.map((variant, index) => (
        <div key={variant.name}>
          <p>
            <strong>{variant.name}</strong>
          </p>
          <ProductsBlock
            products={index % 2 ? products.slice(0, 3) : products}
            {...variant.props}
          />
        </div>
      ))}
    </div>
  ),
};
