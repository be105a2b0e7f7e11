import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Admin/PasswordField',
  component: PasswordField,
  decorators: [withAdminTexts],
  args: { label: 'Password', autoComplete: 'current-password', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state: plain, with the policy hint, with an error. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-6)', maxWidth: 360 }}>
      <PasswordField {...args} />
      <PasswordField
        {...args}
        label="New password"
        autoComplete="new-password"
        hint="At least 12 characters."
        required
      />
      <PasswordField {...args} error="The login or password is wrong." />
    </div>
  ),
};
