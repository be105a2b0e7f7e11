import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '@corp/shared/page-parts/testing';
import { asiaProps } from '../testing/page-props';
import { AsiaPage } from './AsiaPage';

const meta = {
  title: 'Shared/Asia/AsiaPage',
  component: AsiaPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof AsiaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/ru/` of the Asia host. */
export const Russian: Story = { args: asiaProps('ru'), globals: { locale: 'ru' } };
/** `/kz/`: Kazakh texts and content, products in Russian (spec §7). */
export const Kazakh: Story = { args: asiaProps('kz'), globals: { locale: 'kz' } };
