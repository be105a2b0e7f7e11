import type { Meta, StoryObj } from '@storybook/react';
import { summaries } from '../testing/fixtures-more';
import { withAdminTexts, withRouter } from '../testing/story-decorators';
import { ContentListView } from './ContentListView';

const meta = {
  title: 'Admin/Content/ContentListView',
  component: ContentListView,
  decorators: [withAdminTexts, withRouter],
  args: {
    kind: 'events',
    items: summaries,
    total: 2,
    loading: false,
    filter: { q: '', site: '', status: '', missing: '' },
    onFilter: () => undefined,
    offset: 0,
    pageSize: 50,
    onOffset: () => undefined,
    creatableSites: ['main'],
    onCreate: () => Promise.resolve(),
  },
} satisfies Meta<typeof ContentListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
/** Filtered on items missing in German, none found. */
export const Empty: Story = {
  args: {
    items: [],
    total: 0,
    filter: { q: 'forum', site: 'asia', status: 'draft', missing: 'de' },
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
