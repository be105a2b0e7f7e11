import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { partnershipProps } from '../testing/page-props';
import { PartnershipPage } from './PartnershipPage';

const meta = {
  title: 'Main/Company/PartnershipPage',
  component: PartnershipPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof PartnershipPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: partnershipProps() };
