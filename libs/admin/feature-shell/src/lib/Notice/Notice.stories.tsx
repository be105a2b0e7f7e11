import type { Meta, StoryObj } from '@storybook/react';
import { Notice } from './Notice';

const meta = {
  title: 'Admin/Notice',
  component: Notice,
  args: { tone: 'info', children: 'Choose what to edit.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, with and without a dismiss button. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <Notice tone="info">Choose what to edit.</Notice>
      <Notice tone="success">Saved.</Notice>
      <Notice tone="error" onDismiss={() => undefined} dismissLabel="Dismiss">
        You are not allowed to do this.
      </Notice>
    </div>
  ),
};
