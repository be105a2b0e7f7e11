import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Admin/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [withAdminTexts],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
