import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '@corp/shared/page-parts/testing';
import { idpProps } from '../testing/page-props';
import { IdpPage } from './IdpPage';

const meta = {
  title: 'Shared/Idp/IdpPage',
  component: IdpPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof IdpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = { args: idpProps('ru'), globals: { locale: 'ru' } };
