import type { Meta, StoryObj } from '@storybook/react';
import type { AuditEntry } from '@corp/admin/data-access';
import { withAdminTexts } from '../testing/story-decorators';
import { AuditTable } from './AuditTable';

const entries: AuditEntry[] = [
  {
    id: 3,
    at: '2026-11-28T10:15:00Z',
    actorLogin: 'main-editor',
    action: 'content.publish',
    targetType: 'events',
    targetId: 'almaty-2026',
    details: { locales: ['en', 'ru'] },
    ip: '203.0.113.7',
  },
  {
    id: 2,
    at: '2026-11-28T10:01:00Z',
    actorLogin: 'ada',
    action: 'user.invite',
    targetType: 'user',
    targetId: 'main-editor',
    details: { role: 'editor', sites: ['main'] },
    ip: '203.0.113.5',
  },
  {
    id: 1,
    at: '2026-11-28T09:59:00Z',
    actorLogin: 'ada',
    action: 'sign-in',
    targetType: null,
    targetId: null,
    details: null,
    ip: '203.0.113.5',
  },
];

const meta = {
  title: 'Admin/AuditTable',
  component: AuditTable,
  decorators: [withAdminTexts],
  args: { entries, hasMore: true, onLoadMore: () => undefined },
} satisfies Meta<typeof AuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};
export const LastPage: Story = { args: { hasMore: false } };
export const Empty: Story = { args: { entries: [] } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
