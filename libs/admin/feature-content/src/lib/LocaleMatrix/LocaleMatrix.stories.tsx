import type { Meta, StoryObj } from '@storybook/react';
import { summaries } from '../testing/fixtures-more';
import { withAdminTexts, withRouter } from '../testing/story-decorators';
import { LocaleMatrix } from './LocaleMatrix';

const meta = {
  title: 'Admin/Content/LocaleMatrix',
  component: LocaleMatrix,
  decorators: [withAdminTexts, withRouter],
  args: { kind: 'events', items: summaries },
} satisfies Meta<typeof LocaleMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state of a locale: published, changed, draft, missing. */
export const Catalog: Story = {};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
