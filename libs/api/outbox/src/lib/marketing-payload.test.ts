import { marketingPayload, marketingUrl, marketingUrlFor } from './marketing-payload';
import type { MarketingLead } from './marketing-payload';

const brand = { brand: 'Ferrum Digital' };

/** A footer contact form as the API stores it (spec §3 submit payload). */
const footerContact: MarketingLead = {
  type: 'contact',
  page: '/contacts/',
  locale: 'en',
  email: 'ivan.petrov@acme-steel.example',
  fields: {
    firstName: 'Ivan',
    lastName: 'Petrov',
    position: 'Chief engineer',
    company: 'Acme Steel',
    industry: '1',
    country: 'Kazakhstan',
    countryCode: 'KZ',
    email: 'ivan.petrov@acme-steel.example',
    phone: '+7 701 123 45 67',
    comment: 'Please call me back',
    policyAgreement: true,
    type: 'contact',
    page: '/contacts/',
    product: '',
  },
};

describe('marketingPayload', () => {
  it('has the spec §3 shape for a footer contact lead', () => {
    expect(marketingPayload(footerContact, brand)).toStrictEqual({
      firstName: 'Ivan',
      lastName: 'Petrov',
      email: 'ivan.petrov@acme-steel.example',
      mobilePhone: '+7 701 123 45 67',
      customFields: { dolzhnost: 'Chief engineer', kompaniya: 'Acme Steel', industry: '1' },
      subscriptions: [{ brand: 'Ferrum Digital', pointOfContact: 'Email' }],
      type: 'contact',
      page: '/contacts/',
      locale: 'en',
    });
  });

  it('sends an Asia kz lead in ru with the industry’s Russian name (spec §7)', () => {
    // As the API stores the kz send-request dialog's lead: the industry id the form sent, and
    // its name in the language marketing reads, looked up in the content.
    const payload = marketingPayload(
      {
        type: 'request',
        page: '/asia',
        locale: 'kz',
        email: 'aigerim@steppe.example',
        fields: {
          fullName: 'Айгерим Сейткали',
          position: 'Бас инженер',
          company: 'Степной ГОК',
          industry: '4',
          industryName: 'Горная добыча',
          email: 'aigerim@steppe.example',
          phone: '+7 701 123 45 67',
        },
      },
      brand,
    );
    expect(payload).toMatchObject({
      locale: 'ru',
      customFields: {
        dolzhnost: 'Бас инженер',
        kompaniya: 'Степной ГОК',
        industry: 'Горная добыча',
      },
    });
  });

  it('names the industry the same way for contact leads and resumes', () => {
    const fields = { industry: '4', industryName: 'Mining', email: 'x@example.org' };
    const contactLead = marketingPayload(
      { ...footerContact, fields: { ...footerContact.fields, ...fields } },
      brand,
    );
    const resume = marketingPayload(
      { type: 'resume', page: '/about/hr/', locale: 'en', email: 'x@example.org', fields },
      brand,
    );
    expect(contactLead.customFields?.industry).toBe('Mining');
    expect(resume.customFields?.industry).toBe('Mining');
    expect(contactLead.locale).toBe('en');
  });

  it('sends fullName instead of first and last name for the send-request modal', () => {
    const payload = marketingPayload(
      {
        type: 'request',
        page: '/products/ferrum-mes',
        locale: 'ru',
        email: 'olga@zavod.example',
        fields: {
          fullName: 'Ольга Смирнова',
          firstName: 'ignored',
          position: 'Технолог',
          company: 'Завод',
          industry: 3,
          email: 'olga@zavod.example',
          phone: '+7 912 000 00 00',
        },
      },
      { brand: 'Ferrum Digital' },
    );
    expect(payload).toStrictEqual({
      fullName: 'Ольга Смирнова',
      email: 'olga@zavod.example',
      mobilePhone: '+7 912 000 00 00',
      customFields: { dolzhnost: 'Технолог', kompaniya: 'Завод', industry: '3' },
      subscriptions: [{ brand: 'Ferrum Digital', pointOfContact: 'Email' }],
      type: 'request',
      page: '/products/ferrum-mes',
      locale: 'ru',
    });
  });

  it('sends a resume’s name as fullName', () => {
    const payload = marketingPayload(
      {
        type: 'resume',
        page: '/career',
        locale: 'de',
        email: 'anna@example.org',
        fields: {
          name: 'Anna Weber',
          position: 'QA',
          email: 'anna@example.org',
          phone: '+49 30 1',
        },
      },
      brand,
    );
    expect(payload).toMatchObject({ fullName: 'Anna Weber', customFields: { dolzhnost: 'QA' } });
    expect(payload).not.toHaveProperty('firstName');
    expect(payload).not.toHaveProperty('lastName');
    expect(payload.customFields).not.toHaveProperty('kompaniya');
  });

  it('omits empty and absent fields instead of sending blanks', () => {
    expect(
      marketingPayload(
        {
          type: 'subscribe',
          page: '',
          locale: 'kz',
          email: 'reader@example.org',
          fields: { email: 'reader@example.org', firstName: '  ', company: '', phone: null },
        },
        brand,
      ),
    ).toStrictEqual({
      email: 'reader@example.org',
      subscriptions: [{ brand: 'Ferrum Digital', pointOfContact: 'Email' }],
      type: 'subscribe',
      // A Kazakh subscription reaches marketing in ru, as every kz lead does (spec §7).
      locale: 'ru',
    });
  });

  it('falls back to the lead’s e-mail column and uses the configured brand', () => {
    const payload = marketingPayload(
      { type: 'subscribe', page: '/', locale: 'en', email: 'col@example.org', fields: {} },
      { brand: 'Ferrum Asia' },
    );
    expect(payload.email).toBe('col@example.org');
    expect(payload.subscriptions).toEqual([{ brand: 'Ferrum Asia', pointOfContact: 'Email' }]);
  });

  it('carries the product of a brochure lead, and leaves out the empty one of a contact lead', () => {
    const brochure = marketingPayload(
      {
        type: 'brochure',
        page: '/products/ferrum-mes/',
        product: 'ferrum-mes',
        locale: 'en',
        email: 'jane@plant.example',
        fields: { firstName: 'Jane', lastName: 'Doe', email: 'jane@plant.example' },
      },
      brand,
    );
    expect(brochure).toMatchObject({ type: 'brochure', product: 'ferrum-mes' });
    expect(marketingPayload({ ...footerContact, product: '' }, brand)).not.toHaveProperty(
      'product',
    );
  });

  it('says which event or webinar a registration is for, and has no event otherwise', () => {
    const registration: MarketingLead = {
      ...footerContact,
      type: 'webinar-popup',
      page: '/webinars/digital-twin/',
      event: 'digital-twin-2031',
      fields: { ...footerContact.fields, type: 'webinar-popup', event: 'digital-twin-2031' },
    };
    expect(marketingPayload(registration, brand)).toMatchObject({
      type: 'webinar-popup',
      event: 'digital-twin-2031',
    });
    // A lead stored before the event had a column of its own: the submitted field.
    const { event: _column, ...older } = registration;
    expect(marketingPayload(older, brand).event).toBe('digital-twin-2031');
    expect(marketingPayload({ ...footerContact, event: '' }, brand)).not.toHaveProperty('event');
  });
});

describe('marketingUrl', () => {
  it.each([
    ['https://ma.example', 'https://ma.example/footer/form'],
    ['https://ma.example/', 'https://ma.example/footer/form'],
    ['https://ma.example/api/v2', 'https://ma.example/api/v2/footer/form'],
    ['https://ma.example/api/v2//', 'https://ma.example/api/v2/footer/form'],
    ['https://ma.example/api?key=abc', 'https://ma.example/api/footer/form?key=abc'],
  ])('appends the source to the base %s', (base, url) => {
    expect(marketingUrl(base, 'footer/form')).toBe(url);
  });

  it.each([
    ['contact', '/footer/form'],
    ['request', '/modal/form'],
    ['brochure', '/modal/form'],
    ['webinar-popup', '/modal/form'],
    ['resume', '/modal/form'],
    ['subscribe', '/modal/form'],
  ])('posts a %s lead to %s (spec §7)', (type, suffix) => {
    expect(marketingUrlFor('https://ma.example/hooks', { type })).toBe(
      `https://ma.example/hooks${suffix}`,
    );
  });
});
