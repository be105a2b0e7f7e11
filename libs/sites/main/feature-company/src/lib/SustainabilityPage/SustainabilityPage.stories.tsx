import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { sustainabilityProps } from '../testing/page-props';
import { SustainabilityPage } from './SustainabilityPage';

const meta = {
  title: 'Main/Company/SustainabilityPage',
  component: SustainabilityPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof SustainabilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: sustainabilityProps('en') };

export const Russian: Story = { args: sustainabilityProps('ru'), globals: { locale: 'ru' } };
