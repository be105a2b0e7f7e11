import type { Meta, StoryObj } from '@storybook/react';
import { assetDetail } from '../testing/fixtures-more';
import { withAdminTexts, withRouter } from '../testing/story-decorators';
import { MediaDetail } from './MediaDetail';

const meta = {
  title: 'Admin/Media/MediaDetail',
  component: MediaDetail,
  decorators: [withAdminTexts, withRouter],
  args: {
    asset: assetDetail,
    onDelete: () => undefined,
    deleting: false,
    onClose: () => undefined,
  },
} satisfies Meta<typeof MediaDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image used by an event: variants listed, delete refused. */
export const Catalog: Story = {};
export const Unused: Story = { args: { asset: { ...assetDetail, usedBy: [] } } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
