import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '../testing/page-frame';
import { academyProps } from '../testing/page-props';
import { AcademyPage } from './AcademyPage';

const meta = {
  title: 'Main/Company/AcademyPage',
  component: AcademyPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof AcademyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: academyProps('en') };

export const Russian: Story = { args: academyProps('ru'), globals: { locale: 'ru' } };
