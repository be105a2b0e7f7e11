import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts, withRouter } from '../testing/story-decorators';
import { Notice } from '../Notice/Notice';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  decorators: [withAdminTexts, withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    user: { name: 'Ada Lovelace', login: 'ada', role: 'admin' },
    onSignOut: () => undefined,
    children: <h1>Content</h1>,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator sees Leads, Users, Audit log and Privacy. */
export const Administrator: Story = {};
/** Sales see the leads inbox only, with its unread count. */
export const Sales: Story = {
  args: { user: { name: 'Sally', login: 'sally', role: 'sales' }, navCounts: { leads: 3 } },
};
/** An editor sees Content and Media only. */
export const Editor: Story = {
  args: { user: { name: 'Aigerim', login: 'asia-editor', role: 'editor' } },
};
export const NotAllowed: Story = {
  args: {
    user: { name: 'Aigerim', login: 'asia-editor', role: 'editor' },
    notice: <Notice tone="error">You are not allowed to do this.</Notice>,
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
