import type { Meta, StoryObj } from '@storybook/react';
import { subject } from '../testing/fixtures';
import { withAdminTexts, withRouter } from '@corp/admin/feature-shell/testing';
import { SubjectSummary } from './SubjectSummary';

const meta = {
  title: 'Admin/Leads/SubjectSummary',
  component: SubjectSummary,
  decorators: [withAdminTexts, withRouter],
  args: { email: 'ivan@example.com', data: subject, onErase: () => undefined },
} satisfies Meta<typeof SubjectSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two leads, one already in the CRM: the warning names it. */
export const Stored: Story = {};
export const NothingStored: Story = {
  args: {
    email: 'nobody@example.com',
    data: {
      leads: [],
      files: [],
      deliveries: [],
      idempotencyRecords: [],
      consentRecords: { linkable: false },
      deliveredToCrm: [],
    },
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
