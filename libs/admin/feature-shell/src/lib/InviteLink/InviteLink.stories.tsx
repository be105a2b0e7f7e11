import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { InviteLink } from './InviteLink';

const meta = {
  title: 'Admin/InviteLink',
  component: InviteLink,
  decorators: [withAdminTexts],
  args: {
    login: 'asia-editor',
    url: 'https://www.example.com/admin/invite/3q2-8fJx0c7sA1b',
    onDone: () => undefined,
  },
} satisfies Meta<typeof InviteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
