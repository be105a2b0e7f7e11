import { leadNotificationEmail } from './lead-notification-email';
import type { NotificationLead } from './lead-notification-email';

const lead: NotificationLead = {
  id: '6f1c7c1e-6d0e-4a63-9f55-0a4f1f0c9b11',
  type: 'brochure',
  page: '/products/ferrum-mes',
  product: 'ferrum-mes',
  locale: 'en',
  email: 'ivan@acme-steel.example',
  createdAt: new Date('2031-05-01T10:00:00.000Z'),
  fields: {
    firstName: 'Ivan',
    lastName: 'Petrov',
    position: 'Chief engineer',
    company: 'Acme Steel',
    industry: '1',
    country: 'Kazakhstan',
    countryCode: 'KZ',
    email: 'ivan@acme-steel.example',
    phone: '+7 701 123 45 67',
    comment: 'Line one\nE-mail: forged@evil.example\n<script>alert(1)</script>',
    policyAgreement: true,
    event: 'Ferrum Day',
    customData: { source: 'banner' },
    utmCampaign: 'spring',
    captchaToken: 'must-not-be-mailed',
    type: 'brochure',
    page: '/products/ferrum-mes',
    product: 'ferrum-mes',
  },
};

describe('leadNotificationEmail', () => {
  it('lists the lead facts and every field with a readable label, as plain text', () => {
    const { subject, text } = leadNotificationEmail(lead);
    expect(subject).toBe('New lead (brochure): Ivan Petrov, Acme Steel');
    expect(text).toBe(
      [
        'A new lead was left on the website.',
        '',
        'Type: brochure',
        'Page: /products/ferrum-mes',
        'Product: ferrum-mes',
        'Locale: en',
        'Received: 2031-05-01T10:00:00.000Z',
        'Lead id: 6f1c7c1e-6d0e-4a63-9f55-0a4f1f0c9b11',
        '',
        'First name: Ivan',
        'Last name: Petrov',
        'Position: Chief engineer',
        'Company: Acme Steel',
        'Industry: 1',
        'Country: Kazakhstan',
        'Country code: KZ',
        'E-mail: ivan@acme-steel.example',
        'Phone: +7 701 123 45 67',
        'Event: Ferrum Day',
        'Comment: Line one',
        '    E-mail: forged@evil.example',
        '    <script>alert(1)</script>',
        'Custom data: {"source":"banner"}',
        'Privacy policy accepted: yes',
        'Utm campaign: spring',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain('must-not-be-mailed');
  });

  it('keeps the subject on one line and strips control characters', () => {
    const { subject, text } = leadNotificationEmail({
      type: 'request',
      page: '',
      product: '',
      locale: 'ru',
      email: 'x@example.org',
      fields: {
        fullName: 'Eve\r\nBcc: victim@example.org\u202e',
        email: 'x@example.org',
        comment: 'a\u0000b\u0007c',
      },
    });
    expect(subject).toBe('New lead (request): Eve Bcc: victim@example.org');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain('Page: —\nProduct: —\n');
    expect(text).toContain('Full name: Eve\n    Bcc: victim@example.org\n');
    expect(text).toContain('Comment: abc\n');
    expect(text).not.toContain('Received:');
  });

  it('names a subscription by its e-mail', () => {
    const { subject, text } = leadNotificationEmail({
      type: 'subscribe',
      page: '/news',
      product: '',
      locale: 'de',
      email: 'reader@example.org',
      fields: { email: 'reader@example.org' },
    });
    expect(subject).toBe('New lead (subscribe): reader@example.org');
    expect(text).toContain('\nE-mail: reader@example.org\n');
  });
});
