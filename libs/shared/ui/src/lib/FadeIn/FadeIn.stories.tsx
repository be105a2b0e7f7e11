import type { Meta, StoryObj } from '@storybook/react-vite';
import { FadeIn } from './FadeIn';

const meta = {
  title: 'UI/FadeIn',
  component: FadeIn,
  args: { delayMs: 0, children: <p>Our flagship products</p> },
} satisfies Meta<typeof FadeIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll down: the block fades in when it enters the viewport. */
export const Playground: Story = {
  render: (args) => (
    <div>
      <p style={{ minHeight: '120vh' }}>Scroll down.</p>
      <FadeIn {...args} />
    </div>
  ),
};

const delays = [0, 300, 800] as const;

/** Blocks with different delays, one below the other. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {delays.map((delay) => (
        <FadeIn key={delay} delayMs={delay}>
          <p style={{ margin: 0, padding: 24, background: 'var(--color-surface-subtle)' }}>
            Revealed {delay} ms after entering the viewport.
          </p>
        </FadeIn>
      ))}
    </div>
  ),
};
