import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import { StoryRule as Rule, storyPanel as panel } from '../StoryGrid/StoryRule';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

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
      rows={buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => ({ name: `${variant} / ${size}`, variant, size })),
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

/**
 * The whole button language of the sites and how to use it: one `primary` action per view,
 * `secondary` beside it, `ghost` for quiet actions and lists of links, `outline` on dark
 * surfaces; `ButtonLink` when it navigates. Nothing else looks like a button.
 */
export const Guidelines: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--space-8)',
        maxWidth: 960,
        fontFamily: 'var(--font-family-base)',
        color: 'var(--color-text-primary)',
      }}
    >
      <section aria-labelledby="set">
        <h2 id="set">The set</h2>
        <StoryGrid
          corner="Variant"
          rows={buttonVariants.filter((variant) => variant !== 'outline')}
          columns={buttonSizes}
          cell={(variant, size) => (
            <Button variant={variant} size={size}>
              Request a demo
            </Button>
          )}
        />
        <p>On a dark or photographic surface, the outline variant:</p>
        <div
          style={{
            ...panel,
            display: 'flex',
            gap: 'var(--space-3)',
            background: 'var(--color-surface-brand)',
            color: 'var(--color-text-inverse)',
          }}
        >
          {buttonSizes.map((size) => (
            <Button key={size} variant="outline" size={size}>
              Watch the webinar
            </Button>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="rules"
        style={{
          display: 'grid',
          gap: 'var(--space-4)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        }}
      >
        <h2 id="rules" style={{ gridColumn: '1 / -1', margin: 0 }}>
          Do’s and don’ts
        </h2>
        <Rule verdict="Do" title="One primary action per view; the others secondary or ghost.">
          <Button>Request a demo</Button>
          <Button variant="secondary">Download the brochure</Button>
          <Button variant="ghost">Cancel</Button>
        </Rule>
        <Rule
          verdict="Don’t"
          title="Two primary buttons side by side: the visitor cannot tell which one matters."
        >
          <Button>Request a demo</Button>
          <Button>Download the brochure</Button>
        </Rule>
        <Rule
          verdict="Do"
          title="A link that navigates is a ButtonLink: it opens in a new tab, copies, and is announced as a link."
        >
          <ButtonLink href="#contacts">Contact us</ButtonLink>
        </Rule>
        <Rule
          verdict="Don’t"
          title="A button that navigates with a click handler, or a link painted in a colour of its own."
        >
          <Button variant="secondary">Go to contacts</Button>
        </Rule>
        <Rule verdict="Do" title="Say what happens, in a verb: “Send request”, “Download PDF”.">
          <Button size="small">Download PDF</Button>
        </Rule>
        <Rule verdict="Don’t" title="Vague labels or a size of its own next to buttons of the set.">
          <Button variant="ghost" size="small">
            Click here
          </Button>
        </Rule>
        <Rule verdict="Do" title="Show progress on the button and block repeat sends.">
          <Button pending pendingLabel="Sending...">
            Send request
          </Button>
        </Rule>
        <Rule
          verdict="Don’t"
          title="Grey out a button without saying why: explain next to the form what is missing."
        >
          <Button disabled>Send request</Button>
        </Rule>
      </section>
    </div>
  ),
};
