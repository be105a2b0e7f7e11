import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { AuditFilters } from './AuditFilters';

const meta = {
  title: 'Admin/AuditFilters',
  component: AuditFilters,
  decorators: [withAdminTexts],
  args: { value: {}, onApply: () => undefined },
} satisfies Meta<typeof AuditFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filtered: Story = {
  args: {
    value: { actor: 'ada', action: 'content.publish', from: '2026-11-01', to: '2026-11-30' },
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
