import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type { ContentKindName } from '@corp/shared/contracts';
import { deriveContentForm } from '../schema/derive-fields';
import { validateContent } from '../schema/validate-content';
import { validEvent } from '../testing/fixtures';
import { withAdminTexts, withFakeServices } from '../testing/story-decorators';
import { ContentForm } from './ContentForm';

function FormOf({
  kind,
  initial,
  showIssues = false,
  disabled = false,
}: {
  kind: ContentKindName;
  initial: Record<string, unknown>;
  showIssues?: boolean;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ContentForm
      spec={deriveContentForm(kind)}
      locale="en"
      idPrefix={`story-${kind}`}
      value={value}
      onChange={setValue}
      issues={showIssues ? validateContent(kind, value) : []}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Admin/Content/ContentForm',
  component: FormOf,
  decorators: [withFakeServices, withAdminTexts],
  args: { kind: 'events', initial: validEvent() },
} satisfies Meta<typeof FormOf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event, every control of the contract filled. */
export const Catalog: Story = {};

/** The contract's issues next to their fields (an emptied name, a short paragraph, a bad slot). */
export const WithIssues: Story = {
  args: {
    initial: validEvent({ name: '', text: ['short'], program: [{ time: '10', title: '' }] }),
    showIssues: true,
  },
};

/** A locale the user may not write: every control disabled. */
export const ReadOnly: Story = { args: { disabled: true } };

/** A product: nested groups, optional groups to add, references to divisions and industries. */
export const Product: Story = {
  args: {
    kind: 'products',
    initial: {
      id: 1,
      code: 'flow',
      name: 'Flow',
      description: 'Production planning that follows the shop floor in real time.',
      background: '#13294a',
      image: { desktop: '/images/art/events/almaty-mining-tech-days-2027-desktop.svg' },
      knowMore: null,
      btnStatus: true,
      status: 'active',
      division: 1,
      industries: [1, 4],
      relatedProducts: ['mes'],
    },
  },
};

export const Russian: Story = { globals: { adminLanguage: 'ru' } };
