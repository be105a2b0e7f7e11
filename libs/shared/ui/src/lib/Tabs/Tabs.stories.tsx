import type { Meta, StoryObj } from '@storybook/react-vite';
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
    <table style={{ borderSpacing: 16 }}>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          {states.map((state) => (
            <th scope="col" key={state.name}>
              {state.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            {states.map((state) => (
              <td key={state.name} style={{ verticalAlign: 'top' }}>
                <Tabs
                  items={items}
                  variant={variant}
                  defaultSelectedId={state.selected}
                  label={`Press centre, ${variant}, ${state.name}`}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
