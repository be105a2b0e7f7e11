import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { hrProps } from '../testing/page-props';
import { HrPage } from './HrPage';

const meta = {
  title: 'Main/Company/HrPage',
  component: HrPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof HrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: hrProps('en') };

export const Russian: Story = { args: hrProps('ru'), globals: { locale: 'ru' } };
