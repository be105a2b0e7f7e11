import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { feedbackProps } from '../testing/page-props';
import { FeedbackPage } from './FeedbackPage';

const meta = {
  title: 'Main/Company/FeedbackPage',
  component: FeedbackPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof FeedbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: feedbackProps('en') };

export const Russian: Story = { args: feedbackProps('ru'), globals: { locale: 'ru' } };
