import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts, withRouter } from '../testing/story-decorators';
import { KindsList } from './KindsList';

const meta = {
  title: 'Admin/KindsList',
  component: KindsList,
  decorators: [withAdminTexts, withRouter],
  args: { kinds: ['events', 'webinars', 'news', 'products', 'seo'] },
} satisfies Meta<typeof KindsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
