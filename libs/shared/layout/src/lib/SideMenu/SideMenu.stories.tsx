import type { Meta, StoryObj } from '@storybook/react-vite';
import { InRouter } from '../Layouts/layout.stories-support';
import { SideMenu } from './SideMenu';

const sections = [
  { id: 'story-overview', label: 'Overview' },
  { id: 'story-features', label: 'Features' },
  { id: 'story-results', label: 'Results', complete: true },
  { id: 'story-faq', label: 'Questions' },
];

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: { sections },
  render: (args) => (
    <InRouter url="/product/flow/">
      <div
        style={{ display: 'grid', gridTemplateColumns: '240px 1fr', gap: 32, padding: '0 32px' }}
      >
        <aside>
          <SideMenu {...args} footerId="story-footer" />
        </aside>
        <div>
          {args.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              style={{ minHeight: 700, borderBottom: '1px solid var(--color-border-default)' }}
            >
              <h2>{section.label}</h2>
            </section>
          ))}
        </div>
      </div>
      <footer
        id="story-footer"
        style={{ height: 400, background: 'var(--color-surface-brand)', marginTop: 32 }}
      />
    </InRouter>
  ),
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll: on large screens the section in view is marked, and the menu fades at the footer. */
export const Default: Story = {};

export const Russian: Story = {
  args: {
    sections: [
      { id: 'story-overview', label: 'Обзор' },
      { id: 'story-features', label: 'Возможности' },
      { id: 'story-results', label: 'Результаты', complete: true },
    ],
  },
};
