import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { homeProps } from '../testing/page-props';
import { HomePage } from './HomePage';

const meta = {
  title: 'Main/Company/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: homeProps('en') };

export const Russian: Story = { args: homeProps('ru'), globals: { locale: 'ru' } };

export const German: Story = { args: homeProps('de'), globals: { locale: 'de' } };
