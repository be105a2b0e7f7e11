import type { Meta, StoryObj } from '@storybook/react-vite';
import type {
  ServedBanner,
  ServedDivision,
  ServedIndustry,
  ServedProductCard,
} from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { ProductHubPage } from './ProductHubPage';
import type { ProductHubPageProps } from './ProductHubPage';

function hubData(locale: 'en' | 'ru'): ProductHubPageProps {
  const banners = seedItems('banners', locale) as unknown as ServedBanner[];
  return {
    locale,
    banner: banners.find((banner) => banner.page === '/product/') ?? null,
    divisions: seedItems('divisions', locale) as unknown as ServedDivision[],
    products: seedItems('products', locale) as unknown as ServedProductCard[],
    industries: seedItems('industries', locale) as unknown as ServedIndustry[],
  };
}

const meta = {
  title: 'Main/Products/ProductHubPage',
  component: ProductHubPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductHubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllProducts: Story = { args: hubData('en') };

export const Russian: Story = { args: hubData('ru'), globals: { locale: 'ru' } };

/** `/product/?industry=2`: opened on oil and gas. */
export const FilteredByIndustry: Story = { args: { ...hubData('en'), initialIndustry: 2 } };
