import type { Meta, StoryObj } from '@storybook/react-vite';
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
              <td
                key={state.name}
                style={
                  variant === 'inverse'
                    ? { background: 'var(--color-surface-brand)', padding: 8 }
                    : undefined
                }
              >
                <Tags
                  tags={state.tags}
                  variant={variant}
                  label={`Tags, ${variant}, ${state.name}`}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
