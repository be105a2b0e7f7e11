import type { Meta, StoryObj } from '@storybook/react';
import { owners } from '../testing/fixtures';
import { withAdminTexts } from '@corp/admin/feature-shell/testing';
import { LeadWorkPanel } from './LeadWorkPanel';

const meta = {
  title: 'Admin/Leads/LeadWorkPanel',
  component: LeadWorkPanel,
  decorators: [withAdminTexts],
  args: { status: 'new', ownerId: null, owners, onChange: () => undefined },
} satisfies Meta<typeof LeadWorkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Qualified: Story = {
  args: { status: 'qualified', ownerId: 'u-sally', message: { tone: 'success', text: 'Saved.' } },
};
export const Saving: Story = { args: { saving: true } };
export const Refused: Story = {
  args: { message: { tone: 'error', text: 'The owner must be a sales user or an administrator.' } },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
