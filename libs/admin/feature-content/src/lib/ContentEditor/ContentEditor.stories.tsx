import type { Meta, StoryObj } from '@storybook/react';
import { eventItem, revisions } from '../testing/fixtures-more';
import { withAdminTexts, withFakeServices, withRouter } from '../testing/story-decorators';
import { ContentEditor } from './ContentEditor';

const done = () => Promise.resolve();

const meta = {
  title: 'Admin/Content/ContentEditor',
  component: ContentEditor,
  decorators: [withFakeServices, withAdminTexts, withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    kind: 'events',
    item: eventItem(),
    editableLocales: ['en', 'ru'],
    revisions,
    onViewRevision: () => undefined,
    onRestore: done,
    onSaveDraft: done,
    onPublish: () =>
      Promise.resolve([
        { locale: 'ru' as const, path: 'name', message: 'name: at least 1 character' },
      ]),
    onUnpublish: done,
    onPreview: done,
    onSchedule: done,
    onCancelSchedule: done,
    previewable: true,
  },
} satisfies Meta<typeof ContentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor of en and ru: en published, ru a draft. */
export const Catalog: Story = {};

/** An editor of another site: every locale read only. */
export const ReadOnly: Story = { args: { editableLocales: [] } };

export const Russian: Story = { globals: { adminLanguage: 'ru' } };
