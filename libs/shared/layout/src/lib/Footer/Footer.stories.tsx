import type { Meta, StoryObj } from '@storybook/react-vite';
import { InRouter, storyData, storyUrl } from '../Layouts/layout.stories-support';
import { Footer } from './Footer';

/** A stand-in for the app's contact form (libs/shared/forms provides the real one). */
const formStandIn = (
  <div style={{ padding: 48 }}>
    <h2 style={{ marginTop: 0 }}>Contact form</h2>
    <p>The app's footer form mounts here when this place scrolls into view, or after 5 s.</p>
  </div>
);

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => {
    const data = storyData(globals);
    return (
      <InRouter url={storyUrl(data.locale)}>
        <Footer {...args} data={{ ...data, ...args.data, locale: data.locale }} />
      </InRouter>
    );
  },
  args: { data: storyData({ locale: 'en' }), form: formStandIn },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Spec §4: no form on the hr, ru contacts and podcasts pages, or when the page says hideForm. */
export const WithoutForm: Story = { args: { hideForm: true } };

/** The privacy-policy dropdown when its call failed (§8), and no offices. */
export const ListsFailed: Story = {
  args: {
    data: {
      ...storyData({ locale: 'en' }),
      offices: [],
      headOffice: null,
      privacyPolicies: [],
      privacyPoliciesError: { text: 'loadFailed' },
    },
  },
};

/** Below 540 px the lists collapse into an accordion (view it in a narrow viewport). */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
