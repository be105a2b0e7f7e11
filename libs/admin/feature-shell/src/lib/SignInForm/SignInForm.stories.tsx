import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Admin/SignInForm',
  component: SignInForm,
  decorators: [withAdminTexts],
  args: { onSubmit: () => undefined },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WrongPassword: Story = { args: { error: { kind: 'invalid' } } };
export const LockedOut: Story = { args: { error: { kind: 'locked', retryAfter: 240 } } };
export const NoUsersYet: Story = { args: { error: { kind: 'no-users' } } };
export const Pending: Story = { args: { pending: true } };
export const Russian: Story = {
  args: { error: { kind: 'locked', retryAfter: 45 } },
  globals: { adminLanguage: 'ru' },
};
