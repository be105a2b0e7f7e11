import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid, inverseCellStyle } from '../StoryGrid/StoryGrid';
import type { CostNoteVariant } from './CostNote';
import { CostNote } from './CostNote';

const meta = {
  title: 'UI/CostNote',
  component: CostNote,
} satisfies Meta<typeof CostNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const variants: CostNoteVariant[] = ['default', 'inverse'];
const states = [
  { name: 'translated text', children: undefined },
  { name: 'own text', children: 'Prices exclude VAT and implementation services.' },
] as const;

/** Every variant × text source. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Variant"
      rows={variants}
      columns={states}
      cellProps={(variant) => inverseCellStyle(variant, { maxWidth: 320 })}
      cell={(variant, state) => <CostNote variant={variant}>{state.children}</CostNote>}
    />
  ),
};
