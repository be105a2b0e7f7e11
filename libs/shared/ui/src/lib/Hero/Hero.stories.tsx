import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { ButtonLink, buttonClassName } from '../Button/Button';
import type { PictureImage } from '../Picture/Picture';
import { StoryRule as Rule } from '../StoryGrid/StoryRule';
import { Hero } from './Hero';

// Local files only; Vite bundles them for Storybook.
const controlRoom = new URL('../../../storybook-assets/control-room.svg', import.meta.url).href;
const haulTruck = new URL('../../../storybook-assets/haul-truck.svg', import.meta.url).href;
const banner: PictureImage = { desktop: controlRoom };
const spot: PictureImage = { desktop: haulTruck };

const actions = (
  <>
    <ButtonLink variant="primary" size="large" href="#request">
      Request a demo
    </ButtonLink>
    <ButtonLink variant="outline" size="large" href="#brochure">
      Download the brochure
    </ButtonLink>
  </>
);

const meta = {
  title: 'UI/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    breadcrumbs: <Breadcrumbs locale="en" items={[{ label: 'About the company' }]} />,
    eyebrow: 'About the company',
    title: 'Digital solutions that make heavy industry more efficient',
    text: 'Industrial software and equipment for mining, metalworking, oil and gas and the process industries.',
    image: banner,
    actions,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company page: breadcrumbs, the page's banner art beside the text, two actions. */
export const Playground: Story = {};

/** A product page: the product's own dark colour and its illustration (`art="spot"`). */
export const Product: Story = {
  args: {
    breadcrumbs: (
      <Breadcrumbs
        locale="en"
        items={[{ label: 'Products', href: '#products' }, { label: 'Dispatcher' }]}
      />
    ),
    eyebrow: <a href="#mining">Mining</a>,
    title: 'Dispatcher',
    text: 'Real-time control of a mine’s haul fleet: every truck, shovel and crusher on one screen.',
    image: spot,
    art: 'spot',
    background: 'linear-gradient(135deg, var(--palette-blue-900), var(--palette-blue-600))',
    children: <p style={{ margin: 0 }}>Cuts idle time and fuel use from the first shift.</p>,
  },
};

/** A regional or landing page without art: the text takes the width. */
export const TextOnly: Story = {
  args: {
    breadcrumbs: undefined,
    eyebrow: 'Ferrum Digital in Central Asia',
    title: 'Цифровые решения для промышленности Казахстана',
    text: 'Офис в Алматы, внедрение и поддержка на казахском и русском языках.',
    image: undefined,
    actions: (
      <ButtonLink variant="primary" size="large" href="#request">
        Оставить заявку
      </ButtonLink>
    ),
  },
};

/** A news page: the hero inside the page's content column, a meta line under the lead. */
export const InColumn: Story = {
  args: {
    inColumn: true,
    breadcrumbs: (
      <Breadcrumbs
        locale="en"
        items={[{ label: 'Media', href: '#media' }, { label: 'Interview' }]}
      />
    ),
    eyebrow: 'Interview',
    title: 'How a copper mine cut its haul cycle by 12 %',
    text: 'The mine’s dispatch chief on the first year with Dispatcher.',
    image: undefined,
    actions: undefined,
    children: <p>12 March 2026 · 6 min read</p>,
  },
  render: (args) => (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: '0 var(--space-10)' }}>
      <Hero {...args} />
    </div>
  ),
};

/**
 * How to use the hero: the one opening block of every page on every host. The sites have no
 * other hero: pages pass their texts, art and actions to this one.
 */
export const Guidelines: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--space-4)',
        gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
        fontFamily: 'var(--font-family-base)',
        color: 'var(--color-text-primary)',
      }}
    >
      <Rule
        heading={false}
        verdict="Do"
        title="One hero per page, first, holding the page’s only h1; one primary action, the next one outline."
      >
        <Hero title="Careers" text="1,600 engineers in five countries." actions={actions} />
      </Rule>
      <Rule
        heading={false}
        verdict="Don’t"
        title="Two primary actions, or a light secondary button on the dark surface: the visitor cannot tell which one matters."
      >
        <Hero
          title="Jobs at Ferrum Digital"
          text="1,600 engineers in five countries."
          actions={
            <>
              <a className={buttonClassName({ variant: 'primary' })} href="#jobs">
                See the jobs
              </a>
              <a className={buttonClassName({ variant: 'primary' })} href="#cv">
                Send a CV
              </a>
            </>
          }
        />
      </Rule>
      <Rule
        heading={false}
        verdict="Do"
        title='Art drawn for the hero’s box at each breakpoint (tools/art banners), or one thing’s illustration with art="spot".'
      >
        <Hero title="Dispatcher" image={spot} art="spot" />
      </Rule>
      <Rule
        heading={false}
        verdict="Don’t"
        title="A wide page-width artwork squeezed into the box, the same picture on two pages, or an empty dark half: leave the image out instead."
      >
        <Hero title="Sustainability" text="Without art the text takes the width." />
      </Rule>
      <Rule
        heading={false}
        verdict="Do"
        title="A title of a few words and a lead of one or two sentences; details go in the page’s first section."
      >
        <Hero title="Industrial IoT platform" text="Connects every machine of a plant." />
      </Rule>
      <Rule
        heading={false}
        verdict="Don’t"
        title="A background of the content’s own that white text reads at less than 4.5:1, or a hand-made hero with its own heading size and buttons."
      >
        <Hero
          title="Oil and gas"
          text="A product’s own colour stays dark: the content test checks every card’s gradient."
          background="var(--palette-blue-900)"
        />
      </Rule>
    </div>
  ),
};
