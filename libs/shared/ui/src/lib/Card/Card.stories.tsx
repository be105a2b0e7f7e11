import type { Meta, StoryObj } from '@storybook/react-vite';
import { Picture } from '../Picture/Picture';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import { Card, cardLinkClassName } from './Card';

// Local files only; Vite bundles them for Storybook (the Storybook config has no static dir).
const desktop = new URL('../../../storybook-assets/control-room.svg', import.meta.url).href;
const picture = <Picture image={{ desktop }} alt="" fit="cover" width={400} height={225} />;
const title = 'Digital twin of a copper concentrator';
const linkedTitle = (
  <a className={cardLinkClassName} href="#case">
    {title}
  </a>
);
const text = (
  <p style={{ margin: 0, color: 'var(--color-text-secondary)' }}>
    How a mining company cut its energy use by a tenth with a model of its plant.
  </p>
);
const eyebrow = (
  <div style={{ color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
    12 March 2026 · Mining
  </div>
);

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { media: picture, eyebrow, title: linkedTitle, linked: true, children: text },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const shapes = [
  { name: 'picture, small print, linked title, text', props: {} },
  { name: 'no picture', props: { media: undefined } },
  { name: 'title only, not linked', props: { eyebrow: undefined, children: undefined } },
] as const;
const states = [
  { name: 'linked', props: {} },
  { name: 'not linked', props: { linked: false, title } },
] as const;

/** Every shape × whether the card follows its title's link, for design review. */
export const Catalog: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <StoryGrid
      corner="Shape / link"
      rows={shapes}
      columns={states}
      width="960px"
      cell={(shape, state) => <Card {...args} {...shape.props} {...state.props} />}
    />
  ),
};
