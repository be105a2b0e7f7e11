import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { ExportLinks } from './ExportLinks';

const meta = {
  title: 'Admin/ExportLinks',
  component: ExportLinks,
  decorators: [withAdminTexts],
} satisfies Meta<typeof ExportLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
