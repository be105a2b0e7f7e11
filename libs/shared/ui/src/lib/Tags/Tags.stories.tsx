import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid, inverseCellStyle } from '../StoryGrid/StoryGrid';
import type { TagItem, TagsVariant } from './Tags';
import { Tags } from './Tags';

const plain: TagItem[] = [{ name: 'digitalization' }, { name: 'oilandgas' }, { name: 'MES' }];
const linked: TagItem[] = [
  { name: 'digitalization', href: '#digitalization' },
  { name: 'oilandgas', href: '#oilandgas' },
  { name: 'MES' },
];
const variants: TagsVariant[] = ['default', 'inverse'];
const states = [
  { name: 'text only', tags: plain },
  { name: 'with links', tags: linked },
] as const;

const meta = {
  title: 'UI/Tags',
  component: Tags,
  args: { tags: linked },
} satisfies Meta<typeof Tags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every variant × content kind. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Variant"
      rows={variants}
      columns={states}
      cellProps={(variant) => inverseCellStyle(variant)}
      cell={(variant, state) => (
        <Tags tags={state.tags} variant={variant} label={`Tags, ${variant}, ${state.name}`} />
      )}
    />
  ),
};
