import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import type { ProductCardData, ProductPageContext } from './ProductCard';
import { ProductCard } from './ProductCard';

// Local files only; Vite bundles them for Storybook (the Storybook config has no static dir).
const pipeline = new URL('../../../storybook-assets/pipeline.svg', import.meta.url).href;
const lqip =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4IDUiPjxyZWN0IHdpZHRoPSI4IiBoZWlnaHQ9IjUiIGZpbGw9IiMxNDMwNGYiLz48L3N2Zz4=';

const sampleProduct: ProductCardData = {
  code: 'flow',
  name: 'Flow',
  description:
    'Multiphase flow modelling for pipelines and gathering networks that keeps throughput on plan.',
  tag: { label: 'Oil and gas', link: '/industries/upstream/' },
  background: 'linear-gradient(135deg, #14213d 0%, #6b4a1c 100%)',
  image: { desktop: pipeline, lqip },
  knowMore: null,
  btnStatus: true,
  status: 'active',
};

const states: { name: string; product: ProductCardData }[] = [
  { name: 'internal link', product: sampleProduct },
  {
    name: 'knowMore: links out',
    product: { ...sampleProduct, knowMore: 'https://flow.example.com/', status: 'new' },
  },
  { name: 'beta, no tag', product: { ...sampleProduct, status: 'beta', tag: undefined } },
  { name: 'no button (btnStatus off)', product: { ...sampleProduct, btnStatus: false } },
];

const pages: { name: string; context: ProductPageContext }[] = [
  { name: 'en', context: { locale: 'en' } },
  { name: 'own button label (idp)', context: { locale: 'ru', buttonLabel: 'Узнать больше' } },
  {
    name: 'kz',
    context: { locale: 'kz', hubOrigin: 'https://www.example.com' },
  },
  { name: 'dip page', context: { locale: 'ru', dip: true } },
];

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: { product: sampleProduct, locale: 'en' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every card state × page context (hover the button to see where it links). */
export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <StoryGrid
      corner="State / page"
      rows={states}
      columns={pages}
      cellProps={() => ({ style: { width: 300, verticalAlign: 'top' } })}
      cell={(state, page) => (
        <ProductCard product={state.product} headingLevel="h2" {...page.context} />
      )}
    />
  ),
};
