import type { Meta, StoryObj } from '@storybook/react';
import { withAdminTexts } from '../testing/story-decorators';
import { SchedulePanel } from './SchedulePanel';

const meta = {
  title: 'Admin/Content/SchedulePanel',
  component: SchedulePanel,
  decorators: [withAdminTexts],
  args: {
    schedules: [
      { id: 1, action: 'publish', runAt: '2027-04-01T07:00:00.000Z' },
      { id: 2, action: 'unpublish', runAt: '2027-05-01T09:00:00.000Z' },
    ],
    onAdd: () => undefined,
    onCancel: () => undefined,
    disabled: false,
  },
} satisfies Meta<typeof SchedulePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
export const Empty: Story = { args: { schedules: [] } };
export const ReadOnly: Story = { args: { disabled: true } };
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
