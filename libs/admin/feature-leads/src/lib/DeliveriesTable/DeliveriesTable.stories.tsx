import type { Meta, StoryObj } from '@storybook/react';
import { lead } from '../testing/fixtures';
import { withAdminTexts } from '@corp/admin/feature-shell/testing';
import { DeliveriesTable } from './DeliveriesTable';

const meta = {
  title: 'Admin/Leads/DeliveriesTable',
  component: DeliveriesTable,
  decorators: [withAdminTexts],
  args: { deliveries: lead.deliveries, onRedeliver: () => undefined },
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The CRM webhook gave up after eight attempts; the e-mail went out. */
export const DeadWebhook: Story = {};
export const Requeuing: Story = { args: { pendingId: 11 } };
export const Retrying: Story = {
  args: {
    deliveries: [
      {
        id: 21,
        target: 'webhook',
        status: 'retry',
        attempts: 2,
        lastError: 'timeout after 10 s',
        nextAttemptAt: '2026-11-28T09:20:00.000Z',
        deliveredAt: null,
      },
    ],
  },
};
export const None: Story = { args: { deliveries: [] } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
