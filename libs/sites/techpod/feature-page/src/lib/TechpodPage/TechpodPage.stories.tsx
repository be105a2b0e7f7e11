import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '@corp/shared/page-parts/testing';
import { techpodProps } from '../testing/page-props';
import { TechpodPage } from './TechpodPage';

const meta = {
  title: 'Shared/Techpod/TechpodPage',
  component: TechpodPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof TechpodPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = { args: techpodProps(), globals: { locale: 'ru' } };
