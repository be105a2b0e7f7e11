import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalProvider } from '@corp/shared/modals';
import type {
  ServedCase,
  ServedNewsItem,
  ServedProduct,
  ServedProductCard,
} from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { apiProductCode, orderByCodes, relatedProductCodes } from '../product-data/product-data';
import { ProductPage } from './ProductPage';
import type { ProductPageProps } from './ProductPage';

/** What the loader hands the page for `/product/{pageCode}/`, from the seed content. */
function pageData(pageCode: string, locale: 'en' | 'ru' | 'de'): ProductPageProps {
  const all = seedItems('products', locale) as unknown as ServedProduct[];
  const product = all.find((item) => item.code === apiProductCode(pageCode)) as ServedProduct;
  const byProduct = <T extends { products: readonly string[] }>(items: T[]) =>
    items.filter((item) => item.products.includes(product.code)).slice(0, 3);
  return {
    locale,
    pageCode,
    product,
    related: orderByCodes(all, relatedProductCodes(product, pageCode)) as ServedProductCard[],
    news: byProduct(seedItems('news', locale) as unknown as ServedNewsItem[]),
    cases: byProduct(seedItems('cases', locale) as unknown as ServedCase[]),
  };
}

const meta = {
  title: 'Main/Products/ProductPage',
  component: ProductPage,
  parameters: { layout: 'fullscreen' },
  // The page's modals (the lead dialogs have their own stories in shared/forms).
  decorators: [
    (Story) => (
      <ModalProvider>
        <Story />
      </ModalProvider>
    ),
  ],
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/product/mdcplus/`: every block (results, capabilities, files, FAQ, cases, news, integrations). */
export const Mdcplus: Story = { args: pageData('mdcplus', 'en') };

/** `/ru/product/dispatcher/`: the dispatcher page shows MDC+, without itself among the related. */
export const DispatcherRussian: Story = {
  args: pageData('dispatcher', 'ru'),
  globals: { locale: 'ru' },
};

/** `/de/product/industrial-iot-platform/`: one of the two German product pages. */
export const IotPlatformGerman: Story = {
  args: pageData('industrial-iot-platform', 'de'),
  globals: { locale: 'de' },
};

/** `/product/openmine/`: three of its four related products are excluded (spec §2.2). */
export const OpenmineExclusions: Story = { args: pageData('openmine', 'en') };

/** `/product/flow/`: no brochure, demo, FAQ or news. */
export const WithoutFiles: Story = { args: pageData('flow', 'en') };
