import type { Meta, StoryObj } from '@storybook/react-vite';
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
    <table style={{ borderSpacing: 16 }}>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          {targets.map((target) => (
            <th scope="col" key={target}>
              target {target}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            {targets.map((target) => (
              <td
                key={target}
                style={
                  variant === 'inverse'
                    ? { background: 'var(--color-surface-brand)', padding: 8 }
                    : undefined
                }
              >
                <Link href={`#${variant}-${target}`} variant={variant} target={target}>
                  Learn more ({variant}, {target})
                </Link>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
