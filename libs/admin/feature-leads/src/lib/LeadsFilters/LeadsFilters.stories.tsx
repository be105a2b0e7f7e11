import type { Meta, StoryObj } from '@storybook/react';
import { owners } from '../testing/fixtures';
import { withAdminTexts } from '@corp/admin/feature-shell/testing';
import { LeadsFilters } from './LeadsFilters';

const meta = {
  title: 'Admin/Leads/LeadsFilters',
  component: LeadsFilters,
  decorators: [withAdminTexts],
  args: { value: {}, owners, onApply: () => undefined },
} satisfies Meta<typeof LeadsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filtered: Story = {
  args: {
    value: {
      q: 'uralmash',
      type: 'demo',
      site: 'asia',
      locale: 'ru',
      status: 'qualified',
      from: '2026-11-01',
      to: '2026-11-30',
      owner: 'u-sally',
      unread: '1',
    },
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
