import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { presskitProps } from '../testing/page-props';
import { PresskitPage } from './PresskitPage';

const meta = {
  title: 'Main/Company/PresskitPage',
  component: PresskitPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof PresskitPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: presskitProps('en') };

export const Russian: Story = { args: presskitProps('ru'), globals: { locale: 'ru' } };
