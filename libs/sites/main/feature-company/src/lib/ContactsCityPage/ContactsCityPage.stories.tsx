import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { contactsCityProps } from '../testing/page-props';
import { ContactsCityPage } from './ContactsCityPage';

const meta = {
  title: 'Main/Company/ContactsCityPage',
  component: ContactsCityPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof ContactsCityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Moscow: Story = { args: contactsCityProps('moscow', 'en') };

export const AlmatyRussian: Story = {
  args: contactsCityProps('almaty', 'ru'),
  globals: { locale: 'ru' },
};
