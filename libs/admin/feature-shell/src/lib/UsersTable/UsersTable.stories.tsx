import type { Meta, StoryObj } from '@storybook/react';
import type { AdminUserRecord } from '@corp/admin/data-access';
import { withAdminTexts } from '../testing/story-decorators';
import { UsersTable } from './UsersTable';

const users: AdminUserRecord[] = [
  {
    id: 'u1',
    login: 'ada',
    name: 'Ada Lovelace',
    role: 'admin',
    sites: [],
    locales: ['en', 'ru', 'de', 'kz'],
    status: 'active',
    createdAt: '2026-11-01T09:00:00Z',
  },
  {
    id: 'u2',
    login: 'asia-editor',
    name: 'Aigerim',
    role: 'editor',
    sites: ['asia'],
    locales: ['ru', 'kz'],
    status: 'invited',
    createdAt: '2026-11-20T09:00:00Z',
  },
  {
    id: 'u3',
    login: 'sales',
    name: 'Boris',
    role: 'sales',
    sites: [],
    locales: [],
    status: 'disabled',
    createdAt: '2026-11-21T09:00:00Z',
  },
];

const meta = {
  title: 'Admin/UsersTable',
  component: UsersTable,
  decorators: [withAdminTexts],
  args: {
    users,
    currentUserId: 'u1',
    onEdit: () => undefined,
    onToggleDisabled: () => undefined,
    onNewLink: () => undefined,
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status and role. */
export const Catalog: Story = {};
export const Empty: Story = { args: { users: [] } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
