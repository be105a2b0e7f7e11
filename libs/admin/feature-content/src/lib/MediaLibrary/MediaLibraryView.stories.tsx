import type { Meta, StoryObj } from '@storybook/react';
import { fakeAssets } from '../testing/fake-services';
import { assetDetail } from '../testing/fixtures-more';
import { withAdminTexts, withRouter } from '../testing/story-decorators';
import { MediaLibraryView } from './MediaLibraryView';

const meta = {
  title: 'Admin/Media/MediaLibraryView',
  component: MediaLibraryView,
  decorators: [withAdminTexts, withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    assets: fakeAssets,
    total: 2,
    loading: false,
    filter: { q: '', kind: '' },
    onFilter: () => undefined,
    uploads: [],
    onFiles: () => undefined,
    alt: '',
    onAlt: () => undefined,
    onSelect: () => undefined,
    onDelete: () => undefined,
    deleting: false,
  },
} satisfies Meta<typeof MediaLibraryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
export const Selected: Story = { args: { selected: assetDetail } };
export const Empty: Story = {
  args: { assets: [], total: 0, filter: { q: 'none', kind: 'video' } },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
