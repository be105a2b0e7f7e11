import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
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
    <StoryGrid
      corner="Variant / size"
      rows={variants.flatMap((variant) =>
        sizes.map((size) => ({ name: `${variant} / ${size}`, variant, size })),
      )}
      columns={states}
      cell={({ variant, size }, state) => (
        <Button variant={variant} size={size} {...state.props}>
          Request a demo
        </Button>
      )}
    />
  ),
};
