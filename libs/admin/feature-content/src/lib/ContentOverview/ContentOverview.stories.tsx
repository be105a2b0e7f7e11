import type { Meta, StoryObj } from '@storybook/react';
import { kindSummaries } from '../testing/fixtures-more';
import { withAdminTexts, withRouter } from '../testing/story-decorators';
import { ContentOverview } from './ContentOverview';

const meta = {
  title: 'Admin/Content/ContentOverview',
  component: ContentOverview,
  decorators: [withAdminTexts, withRouter],
  args: { kinds: kindSummaries },
} satisfies Meta<typeof ContentOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
