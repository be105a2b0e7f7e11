import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Products', href: '#products' },
  { label: 'Manufacturing execution system', href: '#mes' },
];

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { items },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const states = [
  { name: 'only Main', props: { items: [] } },
  { name: 'one level', props: { items: items.slice(0, 1) } },
  { name: 'two levels', props: { items } },
  { name: 'last is a link', props: { items, linkLast: true } },
] as const;

/** Every state; the locale toolbar switches 'Main' and its address. */
export const Catalog: Story = {
  render: () => (
    <table style={{ borderSpacing: 16 }}>
      <tbody>
        {states.map((state) => (
          <tr key={state.name}>
            <th scope="row">{state.name}</th>
            <td>
              <Breadcrumbs {...state.props} label={`Breadcrumbs, ${state.name}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
