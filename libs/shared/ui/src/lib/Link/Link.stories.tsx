import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid, inverseCellStyle } from '../StoryGrid/StoryGrid';
import type { LinkTarget, LinkVariant } from './Link';
import { Link } from './Link';

const variants: LinkVariant[] = ['inline', 'standalone', 'muted', 'inverse', 'button'];
const targets: LinkTarget[] = ['_blank', '_self'];

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#playground', children: 'Learn more about the platform', target: '_self' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every variant × target; the inverse variant sits on the brand surface. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Variant"
      rows={variants}
      columns={targets}
      columnLabel={(target) => `target ${target}`}
      cellProps={(variant) => inverseCellStyle(variant)}
      cell={(variant, target) => (
        <Link href={`#${variant}-${target}`} variant={variant} target={target}>
          Learn more ({variant}, {target})
        </Link>
      )}
    />
  ),
};
