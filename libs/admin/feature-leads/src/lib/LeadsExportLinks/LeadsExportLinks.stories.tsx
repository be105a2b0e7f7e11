import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '@corp/admin/feature-shell/testing';
import { LeadsExportLinks } from './LeadsExportLinks';

const meta = {
  title: 'Admin/Leads/LeadsExportLinks',
  component: LeadsExportLinks,
  decorators: [withAdminTexts],
  args: { filter: { status: 'qualified', site: 'main' } },
} satisfies Meta<typeof LeadsExportLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filtered: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
