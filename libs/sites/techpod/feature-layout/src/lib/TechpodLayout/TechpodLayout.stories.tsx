import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFrame } from '@corp/shared/page-parts/testing';
import { TechpodLayout } from './TechpodLayout';

const meta = {
  title: 'Techpod/TechpodLayout',
  component: TechpodLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof TechpodLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The techpod host's layout: no header or footer, a skip link and back-to-top only. */
export const Russian: Story = {
  args: {
    children: (
      <section style={{ minHeight: '120vh', padding: '48px 24px' }}>
        <h1>Техпод</h1>
        <p>Выпуски подкаста о цифровой промышленности.</p>
      </section>
    ),
  },
  globals: { locale: 'ru' },
};
