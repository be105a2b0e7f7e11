import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import type { AccordionVariant } from './Accordion';
import { Accordion } from './Accordion';

const items = [
  { id: 'company', title: 'Company', content: 'About us, management, careers, press centre.' },
  {
    id: 'products',
    title: 'Products',
    content: 'Manufacturing execution, digital twin, analytics.',
  },
  { id: 'contacts', title: 'Contacts', content: 'Offices, phones and e-mail addresses.' },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items, multiple: false },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const variants: AccordionVariant[] = ['default', 'inverse'];
const states = [
  { name: 'all closed', props: {} },
  { name: 'one open', props: { defaultOpenIds: ['products'] } },
  { name: 'multiple open', props: { multiple: true, defaultOpenIds: ['company', 'contacts'] } },
] as const;

/** Every variant × open state. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Variant"
      rows={variants}
      columns={states}
      width="100%"
      cellProps={() => ({ style: { verticalAlign: 'top', minWidth: 240 } })}
      cell={(variant, state) => (
        <Accordion
          // Distinct titles per cell: each open panel is a region named by its title.
          items={items.map((item) => ({
            ...item,
            title: `${item.title} · ${variant}, ${state.name}`,
          }))}
          variant={variant}
          {...state.props}
        />
      )}
    />
  ),
};
