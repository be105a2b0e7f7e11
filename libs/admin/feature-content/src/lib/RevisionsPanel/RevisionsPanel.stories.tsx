import type { Meta, StoryObj } from '@storybook/react';
import { revisions, viewedRevision } from '../testing/fixtures-more';
import { withAdminTexts } from '../testing/story-decorators';
import { RevisionsPanel } from './RevisionsPanel';

const meta = {
  title: 'Admin/Content/RevisionsPanel',
  component: RevisionsPanel,
  decorators: [withAdminTexts],
  args: { revisions, onView: () => undefined, onRestore: () => undefined, canRestore: true },
} satisfies Meta<typeof RevisionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
/** One revision opened: its data per locale. */
export const Viewed: Story = { args: { viewed: viewedRevision } };
export const Empty: Story = { args: { revisions: [], canRestore: false } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
