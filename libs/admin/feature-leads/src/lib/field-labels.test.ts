import { createAdminI18n } from '@corp/admin/feature-shell';
import { fieldLabel, fieldText, orderedFields } from './field-labels';
import { ADMIN_LEADS_NAMESPACE } from './leads-texts';
import type { LeadsT } from './leads-texts';

const tIn = (language: 'en' | 'ru') =>
  createAdminI18n(language).getFixedT(
    language,
    ADMIN_LEADS_NAMESPACE as never,
  ) as unknown as LeadsT;

// The fields of a contact request as the API stores them.
const stored = {
  page: '/contacts/',
  type: 'request',
  email: 'Olga@Example.com',
  phone: '+49 30 1234567',
  locale: 'ru',
  company: 'Uralmash',
  country: 'Russia',
  product: '',
  industry: '1',
  lastName: 'Smirnova',
  position: 'CTO',
  firstName: 'Olga',
  countryCode: 'DE',
  industryName: 'Machine building',
  policyAgreement: true,
  captchaToken: 'secret-ish',
  fingerprint: 'fp-1',
};

describe('a lead’s fields', () => {
  it('reads in a person’s order, labelled by their spec names, context and tokens left out', () => {
    const t = tIn('en');
    expect(
      orderedFields(stored).map(
        ([name, value]) => `${fieldLabel(t, name)}: ${fieldText(t, value)}`,
      ),
    ).toEqual([
      'First name: Olga',
      'Last name: Smirnova',
      'E-mail: Olga@Example.com',
      'Phone: +49 30 1234567',
      'Phone country: DE',
      'Position: CTO',
      'Company: Uralmash',
      'Industry: 1',
      'Industry (name): Machine building',
      'Country: Russia',
      'Agreed to the privacy policy: Yes',
      // A field the inbox has no label for keeps its own name.
      'fingerprint: fp-1',
    ]);
  });

  it('speaks Russian too', () => {
    const t = tIn('ru');
    expect(fieldLabel(t, 'lastName')).toBe('Фамилия');
    expect(fieldText(t, false)).toBe('Нет');
    expect(fieldText(t, { source: 'banner' })).toBe('source: banner');
  });
});
