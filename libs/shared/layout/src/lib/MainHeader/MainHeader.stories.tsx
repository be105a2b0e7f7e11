import type { Meta, StoryObj } from '@storybook/react-vite';
import { InRouter, storyData, storyUrl } from '../Layouts/layout.stories-support';
import { listedSections } from '../Layouts/page-layout';
import { MainHeader } from './MainHeader';

/** A page tall enough to scroll: the header turns compact after 2 px and dark after 36 px. */
function Page() {
  return (
    <div style={{ minHeight: '200vh', background: 'var(--color-surface-brand)', paddingTop: 140 }}>
      <p style={{ color: 'var(--color-text-inverse)', padding: '0 32px' }}>
        Scroll the page to see the header turn compact and dark.
      </p>
      <section id="overview" style={{ height: 600 }} />
      <section id="results" style={{ height: 600 }} />
    </div>
  );
}

const meta = {
  title: 'Layout/MainHeader',
  component: MainHeader,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => {
    const data = storyData(globals);
    return (
      <InRouter url={storyUrl(data.locale)}>
        <MainHeader {...args} data={data} />
        <Page />
      </InRouter>
    );
  },
  args: { data: storyData({ locale: 'en' }) },
} satisfies Meta<typeof MainHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over the page's dark first section (home, product hub, about, events, cases). */
export const Overlay: Story = { args: { variant: 'overlay' } };

/** On the page's surface (the other layouts). */
export const Light: Story = { args: { variant: 'light' } };

/** With the page's sections as an in-page menu. */
export const WithSections: Story = {
  args: {
    variant: 'light',
    page: listedSections([
      { id: 'overview', label: 'Overview' },
      { id: 'results', label: 'Results' },
    ]),
  },
};

/** Every list failed (§8): the menu keeps the site's pages. */
export const WithoutApiData: Story = {
  render: (args, { globals }) => {
    const data = storyData(globals);
    return (
      <InRouter url={storyUrl(data.locale)}>
        <MainHeader
          {...args}
          data={{
            ...data,
            offices: [],
            headOffice: null,
            products: [],
            divisions: [],
            industries: [],
          }}
        />
        <Page />
      </InRouter>
    );
  },
};

/** The hamburger menu of small screens (view it in a narrow viewport). */
export const Mobile: Story = {
  args: { variant: 'light' },
  globals: { viewport: { value: 'mobile1' } },
};
