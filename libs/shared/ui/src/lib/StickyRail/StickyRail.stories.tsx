import type { Meta, StoryObj } from '@storybook/react-vite';
import { StickyRail } from './StickyRail';

const sections = ['Overview', 'Benefits', 'Cases', 'Contacts'];

const meta = {
  title: 'UI/StickyRail',
  component: StickyRail,
  args: {
    top: 24,
    children: (
      <ul>
        {sections.map((section) => (
          <li key={section}>
            <a href={`#${section.toLowerCase()}`}>{section}</a>
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof StickyRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the text: the rail stays at its offset. */
export const Playground: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32 }}>
      <StickyRail {...args} style={{ width: 200 }} />
      <div style={{ flex: 1 }}>
        {sections.map((section) => (
          <section key={section} id={section.toLowerCase()} style={{ minHeight: '80vh' }}>
            <h2>{section}</h2>
          </section>
        ))}
      </div>
    </div>
  ),
};

const offsets = [0, 80, 'var(--space-16)'] as const;

/** The same rail at several offsets, side by side in one scrolling column. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, minHeight: '200vh' }}>
      {offsets.map((offset) => (
        <StickyRail
          key={offset}
          top={offset}
          style={{ width: 180, padding: 12, background: 'var(--color-surface-subtle)' }}
        >
          <p style={{ margin: 0 }}>top: {String(offset)}</p>
        </StickyRail>
      ))}
    </div>
  ),
};
