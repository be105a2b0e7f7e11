import type { Meta, StoryObj } from '@storybook/react';
import { deriveContentForm } from '../schema/derive-fields';
import { validEvent } from '../testing/fixtures';
import { withAdminTexts, withFakeServices } from '../testing/story-decorators';
import { LocaleColumn } from './LocaleColumn';

const nothing = () => undefined;

const meta = {
  title: 'Admin/Content/LocaleColumn',
  component: LocaleColumn,
  decorators: [withFakeServices, withAdminTexts],
  args: {
    index: 1,
    locale: 'en',
    onLocaleChange: nothing,
    spec: deriveContentForm('events'),
    state: 'published',
    value: validEvent(),
    onChange: nothing,
    fallback: null,
    onStart: nothing,
    issues: [],
    editable: true,
    dirty: true,
    saving: false,
    onSave: nothing,
    onCheck: nothing,
    previewable: true,
    onPreview: nothing,
  },
} satisfies Meta<typeof LocaleColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A locale with its own copy, edited. */
export const Catalog: Story = {};

/** Kazakh without a copy: what a visitor sees, from Russian's fallback to English. */
export const Fallback: Story = {
  args: {
    index: 2,
    locale: 'kz',
    state: 'missing',
    value: null,
    fallback: { from: 'en', data: validEvent(), state: 'published' },
  },
  // The column's locale is the content's; the story's own `locale` global follows it.
  globals: { locale: 'kz' },
};

/** A locale the user may not write. */
export const ReadOnly: Story = { args: { editable: false, dirty: false, state: 'changed' } };

export const Russian: Story = { globals: { adminLanguage: 'ru' } };
