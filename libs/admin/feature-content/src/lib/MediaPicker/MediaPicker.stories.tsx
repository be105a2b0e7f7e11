import type { Meta, StoryObj } from '@storybook/react';
import {
  withAdminTexts,
  withFakeServices,
  withPageBehindDialog,
} from '../testing/story-decorators';
import { MediaPicker } from './MediaPicker';

const meta = {
  title: 'Admin/Media/MediaPicker',
  component: MediaPicker,
  decorators: [withPageBehindDialog, withFakeServices, withAdminTexts],
  args: { open: true, onClose: () => undefined, onPick: () => undefined },
} satisfies Meta<typeof MediaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog of an image field: the library's images to pick from. */
export const Catalog: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
