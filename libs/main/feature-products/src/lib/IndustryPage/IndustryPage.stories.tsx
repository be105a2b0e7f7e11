import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ServedCase, ServedProductCard } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { industryPageContent } from '../industry-content/industry-pages';
import type { IndustryPageContent } from '../industry-content/industry-pages';
import { casesForProducts, orderByCodes } from '../product-data/product-data';
import { IndustryPage } from './IndustryPage';
import type { IndustryPageProps } from './IndustryPage';

function industryData(code: string, locale: 'en' | 'ru'): IndustryPageProps {
  const page = industryPageContent(locale, code) as IndustryPageContent;
  return {
    locale,
    page,
    products: orderByCodes(
      seedItems('products', locale) as unknown as ServedProductCard[],
      page.products,
    ),
    cases: casesForProducts(seedItems('cases', locale) as unknown as ServedCase[], page.products),
  };
}

const meta = {
  title: 'Main/Products/IndustryPage',
  component: IndustryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IndustryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mining: Story = { args: industryData('mining', 'en') };

export const ChemistryRussian: Story = {
  args: industryData('chemistry', 'ru'),
  globals: { locale: 'ru' },
};

/** The AI lab (marketing id 7): cases found through its products. */
export const IndustrialAiLab: Story = {
  args: industryData('industrial-artificial-intelligence-lab', 'en'),
};
