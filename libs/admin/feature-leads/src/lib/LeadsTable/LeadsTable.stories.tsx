import type { Meta, StoryObj } from '@storybook/react';
import { rows } from '../testing/fixtures';
import { withAdminTexts, withRouter } from '@corp/admin/feature-shell/testing';
import { LeadsTable } from './LeadsTable';

const meta = {
  title: 'Admin/Leads/LeadsTable',
  component: LeadsTable,
  decorators: [withAdminTexts, withRouter],
  args: { leads: rows, hasMore: true, onLoadMore: () => undefined },
} satisfies Meta<typeof LeadsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread resume with a failed CRM delivery above a qualified demo request. */
export const Inbox: Story = {};
export const LastPage: Story = { args: { hasMore: false } };
export const Empty: Story = { args: { leads: [], hasMore: false } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
