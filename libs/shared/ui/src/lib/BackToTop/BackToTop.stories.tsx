import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'UI/BackToTop',
  component: BackToTop,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the tall page: the button appears after 300 px. */
export const Playground: Story = {
  render: (args) => (
    <div style={{ minHeight: '300vh', padding: 24 }}>
      <p>Scroll down more than 300 px.</p>
      <BackToTop {...args} />
    </div>
  ),
};

/** Shown from the first pixel (threshold 0 here) so the button can be reviewed in place. */
export const Catalog: Story = {
  render: () => (
    <div style={{ minHeight: '200vh', padding: 24 }}>
      <p>The button sits in the bottom-right corner once the page scrolls.</p>
      <BackToTop threshold={-1} />
    </div>
  ),
};
