import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ButtonSize, ButtonVariant } from './Button';
import { Button } from './Button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline'];
const sizes: ButtonSize[] = ['medium', 'small'];
const states = [
  { name: 'default', props: {} },
  { name: 'disabled', props: { disabled: true } },
  { name: 'pending', props: { pending: true, pendingLabel: 'Sending...' } },
] as const;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Request a demo' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every variant × size × state, for design review. */
export const Catalog: Story = {
  render: () => (
    <table style={{ borderSpacing: 16 }}>
      <thead>
        <tr>
          <th scope="col">Variant / size</th>
          {states.map((state) => (
            <th scope="col" key={state.name}>
              {state.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.flatMap((variant) =>
          sizes.map((size) => (
            <tr key={`${variant}-${size}`}>
              <th scope="row">
                {variant} / {size}
              </th>
              {states.map((state) => (
                <td key={state.name}>
                  <Button variant={variant} size={size} {...state.props}>
                    Request a demo
                  </Button>
                </td>
              ))}
            </tr>
          )),
        )}
      </tbody>
    </table>
  ),
};
