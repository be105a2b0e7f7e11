import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { UploadZone } from './UploadZone';

const meta = {
  title: 'Admin/Media/UploadZone',
  component: UploadZone,
  decorators: [withAdminTexts],
  args: { onFiles: () => undefined, alt: '', onAlt: () => undefined, uploads: [] },
} satisfies Meta<typeof UploadZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
/** One file uploading, one done, one refused. */
export const Uploads: Story = {
  args: {
    alt: 'Conference hall',
    uploads: [
      { id: '1', name: 'hall.jpg', progress: 0.4, done: false },
      { id: '2', name: 'brochure.pdf', progress: 1, done: true },
      { id: '3', name: 'notes.txt', progress: 0, done: false, error: 'Only images, PDF and video' },
    ],
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
