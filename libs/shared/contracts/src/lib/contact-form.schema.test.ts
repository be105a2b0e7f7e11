import { contactFormSchema, fieldErrors } from './contact-form.schema';

const valid = {
  firstName: 'Anna',
  lastName: 'Petrova',
  position: 'Chief engineer',
  company: 'Ural Mining Works',
  industry: '4',
  country: 'Russia',
  countryCode: 'RU',
  email: 'a.petrova@uralmining.example',
  phone: '+7 912 345-67-89',
  comment: '',
  policyAgreement: true,
};

describe('contactFormSchema', () => {
  it('accepts a complete form', async () => {
    expect((await contactFormSchema.safeParseAsync(valid)).success).toBe(true);
  });

  it('reports every missing required field with its message key', async () => {
    const result = await contactFormSchema.safeParseAsync({
      ...valid,
      firstName: ' ',
      company: '',
      industry: '',
      email: '',
      phone: '',
      policyAgreement: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      firstName: 'required',
      company: 'required',
      industry: 'require-single',
      email: 'required',
      phone: 'require-single',
      policyAgreement: 'required',
    });
  });

  it('rejects a malformed e-mail and a phone number invalid for the chosen country', async () => {
    const result = await contactFormSchema.safeParseAsync({
      ...valid,
      email: 'not-an-email',
      phone: '+7 123',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toMatchObject({
      email: 'wrong-email',
      phone: 'wrong-number',
    });
  });

  it('checks the phone against the selected country', async () => {
    const finnish = { ...valid, countryCode: 'FI', phone: '+358 40 1234567' };
    expect((await contactFormSchema.safeParseAsync(finnish)).success).toBe(true);
  });

  it('rejects unknown keys and over-long strings', async () => {
    const result = await contactFormSchema.safeParseAsync({
      ...valid,
      position: 'x'.repeat(256),
      admin: true,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(errors['position']).toBe('too-long');
    expect(result.error.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });
});
