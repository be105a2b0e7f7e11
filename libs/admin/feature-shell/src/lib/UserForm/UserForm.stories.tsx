import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { UserForm } from './UserForm';

const meta = {
  title: 'Admin/UserForm',
  component: UserForm,
  decorators: [withAdminTexts],
  args: { mode: 'invite', onSubmit: () => undefined },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invite: Story = {};
export const LoginTaken: Story = {
  args: {
    initial: { login: 'ada', name: 'Ada', role: 'editor', sites: ['main'], locales: ['en'] },
    serverProblems: { login: 'taken' },
  },
};
export const Edit: Story = {
  args: {
    mode: 'edit',
    initial: {
      login: 'asia-editor',
      name: 'Aigerim',
      role: 'editor',
      sites: ['asia'],
      locales: ['ru', 'kz'],
    },
    onCancel: () => undefined,
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
