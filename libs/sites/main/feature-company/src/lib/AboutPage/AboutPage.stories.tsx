import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { aboutProps } from '../testing/page-props';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Main/Company/AboutPage',
  component: AboutPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: aboutProps('en') };

export const Russian: Story = { args: aboutProps('ru'), globals: { locale: 'ru' } };

export const German: Story = { args: aboutProps('de'), globals: { locale: 'de' } };
