import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts, withPageBehindDialog } from '../testing/story-decorators';
import { CreateItemDialog } from './CreateItemDialog';

const meta = {
  title: 'Admin/Content/CreateItemDialog',
  component: CreateItemDialog,
  decorators: [withPageBehindDialog, withAdminTexts],
  args: {
    open: true,
    onClose: () => undefined,
    kind: 'events',
    sites: ['main', 'asia'],
    onCreate: () => Promise.resolve(),
  },
} satisfies Meta<typeof CreateItemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A kind keyed by code: the key is asked for. */
export const Catalog: Story = {};
/** A numbered kind: the next id unless one is given. */
export const Numbered: Story = { args: { kind: 'news' } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
