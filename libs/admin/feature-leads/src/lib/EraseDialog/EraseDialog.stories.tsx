import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts, withPageBehindDialog } from '@corp/admin/feature-shell/testing';
import { EraseDialog } from './EraseDialog';

const meta = {
  title: 'Admin/Leads/EraseDialog',
  component: EraseDialog,
  decorators: [withPageBehindDialog, withAdminTexts],
  args: {
    open: true,
    email: 'ivan@example.com',
    onClose: () => undefined,
    onConfirm: () => undefined,
  },
} satisfies Meta<typeof EraseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const Erasing: Story = { args: { erasing: true } };
export const Refused: Story = { args: { error: 'Something went wrong (500). Try again.' } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
