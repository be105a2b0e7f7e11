import type { Meta, StoryObj } from '@storybook/react';
import { lead } from '../testing/fixtures';
import { withAdminTexts, withRouter } from '@corp/admin/feature-shell/testing';
import { LeadDetailView } from './LeadDetailView';

const meta = {
  title: 'Admin/Leads/LeadDetailView',
  component: LeadDetailView,
  decorators: [withAdminTexts, withRouter],
  args: { lead },
} satisfies Meta<typeof LeadDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A resume with its file, consent and an earlier contact request of the same person. */
export const Resume: Story = {};
/** A demo request: product, no file, no consent record, first lead of this e-mail. */
export const DemoRequest: Story = {
  args: {
    lead: {
      ...lead,
      type: 'demo',
      site: 'asia',
      page: '/products/ferrum-mes/',
      pageUrl: null,
      product: 'ferrum-mes',
      fields: {
        firstName: 'Olga',
        lastName: 'Smirnova',
        position: 'CTO',
        company: 'Uralmash',
        industry: '1',
        country: 'Russia',
        email: 'olga@example.com',
        phone: '+7 912 345-67-89',
        policyAgreement: true,
        customData: { source: 'banner' },
      },
      file: null,
      consent: null,
      earlier: [],
    },
  },
};
export const Russian: Story = { globals: { adminLanguage: 'ru' } };
