import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ServedOffice } from '@corp/shared/contracts';
import { PageFrame } from '../testing/page-frame';
import { seed } from '../testing/seed';
import { ContactsPage } from './ContactsPage';

const meta = {
  title: 'Main/Company/ContactsPage',
  component: ContactsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof ContactsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { locale: 'en', offices: seed<ServedOffice>('offices') } };

/** The Russian page has no footer form, so no call to it. */
export const Russian: Story = {
  args: { locale: 'ru', offices: seed<ServedOffice>('offices', 'ru') },
  globals: { locale: 'ru' },
};
