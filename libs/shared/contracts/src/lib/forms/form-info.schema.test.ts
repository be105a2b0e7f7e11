import fc from 'fast-check';
import { contactFormSchema } from '../contact-form.schema';
import { feedbackRequestSchema } from '../leads.schema';
import {
  formInfoFromValues,
  formInfoSchema,
  parseFormInfo,
  serializeFormInfo,
} from './form-info.schema';

const values = {
  firstName: 'Anna',
  lastName: 'Petrova',
  position: 'Chief engineer',
  company: 'Ural Mining Works',
  industry: '4',
  country: 'RU',
  countryCode: 'RU',
  email: 'a.petrova@uralmining.example',
  phone: '+79123456789',
  comment: 'Call me after 10:00',
  policyAgreement: true as const,
};

const industriesList = [
  { id: 1, name: 'Mechanical engineering and metalworking', path: '/industries/metalworking/' },
  { id: 6, name: 'Other', path: null },
];

describe('stored form info (cookie formInfo)', () => {
  it('keeps the entered fields, country, countryCode and industriesList, not the comment', () => {
    const served = industriesList.map((item) => ({ ...item, initialLocale: 'en' }));
    const info = formInfoFromValues(values, served);
    expect(info).toEqual({
      firstName: 'Anna',
      lastName: 'Petrova',
      position: 'Chief engineer',
      company: 'Ural Mining Works',
      email: 'a.petrova@uralmining.example',
      phone: '+79123456789',
      industry: '4',
      country: 'RU',
      countryCode: 'RU',
      industriesList,
    });
    expect(JSON.stringify(info)).not.toContain('Call me');
  });

  it('survives the round trip through the cookie text', () => {
    const info = formInfoFromValues(values, industriesList);
    expect(parseFormInfo(serializeFormInfo(info))).toEqual(info);
  });

  it('refuses what is not form info', () => {
    expect(parseFormInfo(undefined)).toBeUndefined();
    expect(parseFormInfo('')).toBeUndefined();
    expect(parseFormInfo('{not json')).toBeUndefined();
    expect(parseFormInfo('[1,2]')).toBeUndefined();
    expect(parseFormInfo('"Anna"')).toBeUndefined();
    expect(parseFormInfo('{}')).toBeUndefined();
  });

  it('drops a damaged field and keeps the others', () => {
    const info = parseFormInfo(
      JSON.stringify({
        firstName: 'Anna',
        lastName: 42,
        email: 'x'.repeat(300),
        countryCode: 'ru',
        country: 'KZ',
        industriesList: [{ id: 99, name: 'Nope', path: null }],
      }),
    );
    expect(info).toEqual({ firstName: 'Anna', country: 'KZ' });
  });

  it('leaves empty fields out of the cookie', () => {
    const json = serializeFormInfo(formInfoSchema.parse({ firstName: 'Anna', lastName: '' }));
    expect(JSON.parse(json)).toEqual({ firstName: 'Anna' });
  });
});

describe('contact form and API contract', () => {
  const text = fc.string({ maxLength: 300 });
  const phones = fc.constantFrom(
    ['+79161234567', 'RU'],
    ['+358401234567', 'FI'],
    ['+77011234567', 'KZ'],
    ['+7916', 'RU'],
    ['', 'RU'],
  );

  it('whatever the form accepts, the API accepts as a contact request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstName: text,
          lastName: text,
          position: text,
          company: text,
          industry: fc.constantFrom('', '1', '6'),
          country: fc.constantFrom('', 'RU', 'KZ'),
          email: fc.oneof(fc.emailAddress(), text),
          comment: fc.string({ maxLength: 4100 }),
          policyAgreement: fc.boolean(),
        }),
        phones,
        async (fields, [phone, countryCode]) => {
          const form = await contactFormSchema.safeParseAsync({ ...fields, phone, countryCode });
          if (!form.success) return;
          const request = feedbackRequestSchema.safeParse({
            ...form.data,
            type: 'contact',
            page: '/ru/contacts/',
            product: '',
            locale: 'ru',
          });
          expect(request.error?.issues ?? []).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
