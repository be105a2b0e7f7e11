import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { InviteAcceptForm } from './InviteAcceptForm';

const meta = {
  title: 'Admin/InviteAcceptForm',
  component: InviteAcceptForm,
  decorators: [withAdminTexts],
  args: { login: 'asia-editor', name: 'Aigerim', onSubmit: () => undefined },
} satisfies Meta<typeof InviteAcceptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Refused: Story = { args: { error: 'The password is too common.' } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
