import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { courseProps } from '../testing/page-props';
import { CoursePage } from './CoursePage';

const meta = {
  title: 'Main/Company/CoursePage',
  component: CoursePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Machine: Story = { args: courseProps('machine', 'en') };

export const MountRussian: Story = { args: courseProps('mount', 'ru'), globals: { locale: 'ru' } };
