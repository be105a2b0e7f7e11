import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import type { TabsVariant } from './Tabs';
import { Tabs } from './Tabs';

const items = [
  { id: 'news', label: 'News', content: 'The latest company news.' },
  { id: 'events', label: 'Events', content: 'Conferences and webinars ahead.' },
  { id: 'cases', label: 'Cases', content: 'What our customers achieved.' },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: 'Press centre' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const variants: TabsVariant[] = ['underline', 'pill'];
const states = [
  { name: 'first selected', selected: 'news' },
  { name: 'middle selected', selected: 'events' },
  { name: 'last selected', selected: 'cases' },
] as const;

/** Every variant × selected position. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Variant"
      rows={variants}
      columns={states}
      cellProps={() => ({ style: { verticalAlign: 'top' } })}
      cell={(variant, state) => (
        <Tabs
          items={items}
          variant={variant}
          defaultSelectedId={state.selected}
          label={`Press centre, ${variant}, ${state.name}`}
        />
      )}
    />
  ),
};
