import { fieldErrors, MAX_FIELD_ERRORS } from './contact-form.schema';
import {
  feedbackRequestSchema,
  fingerprintRequestSchema,
  resumeRequestSchema,
  subscribeRequestSchema,
} from './leads.schema';

const contact = {
  type: 'contact',
  firstName: 'Anna',
  lastName: 'Petrova',
  position: 'Chief engineer',
  company: 'Ural Mining Works',
  industry: '4',
  country: 'Russia',
  countryCode: 'RU',
  email: 'a.petrova@uralmining.example',
  phone: '+7 912 345-67-89',
  policyAgreement: true,
  page: '/contacts/',
  product: '',
  locale: 'ru',
};

function errorsOf(schema: { safeParse(v: unknown): any }, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return fieldErrors(result.error);
}

describe('feedbackRequestSchema', () => {
  it('accepts a footer contact lead and keeps its locale', () => {
    const result = feedbackRequestSchema.parse(contact);
    expect(result).toMatchObject({ type: 'contact', locale: 'ru', industry: '4' });
  });

  it('turns an unknown locale into en and a numeric industry id into a string', () => {
    expect(feedbackRequestSchema.parse({ ...contact, locale: 'fr', industry: 2 })).toMatchObject({
      locale: 'en',
      industry: '2',
    });
  });

  it('accepts fullName instead of first and last name', () => {
    const { firstName: _f, lastName: _l, ...rest } = contact;
    expect(feedbackRequestSchema.safeParse({ ...rest, fullName: 'Anna Petrova' }).success).toBe(
      true,
    );
    expect(errorsOf(feedbackRequestSchema, rest)).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
  });

  it('names unknown keys, wrong types and over-long strings per field', () => {
    expect(
      errorsOf(feedbackRequestSchema, {
        ...contact,
        isAdmin: true,
        company: 42,
        position: 'x'.repeat(256),
        type: 'spam',
      }),
    ).toEqual({
      isAdmin: 'unknown-field',
      company: 'required',
      position: 'too-long',
      type: 'wrong-value',
    });
  });

  it('requires the event for event sign-ups and the product for downloads', () => {
    expect(errorsOf(feedbackRequestSchema, { ...contact, type: 'event' })).toEqual({
      event: 'required',
    });
    expect(errorsOf(feedbackRequestSchema, { ...contact, type: 'brochure' })).toEqual({
      product: 'required',
    });
  });

  it('checks the phone for the chosen country', () => {
    expect(errorsOf(feedbackRequestSchema, { ...contact, phone: '+7 123' })).toEqual({
      phone: 'wrong-number',
    });
    expect(errorsOf(feedbackRequestSchema, { ...contact, phone: '' })).toEqual({
      phone: 'require-single',
    });
  });

  it('carries no file: a file travels as multipart', () => {
    const file = { name: 'deck.pdf', data: 'JVBERi0xLjcK' };
    expect(errorsOf(feedbackRequestSchema, { ...contact, file })).toEqual({
      file: 'unknown-field',
    });
  });

  it('takes the country code of a real country only', () => {
    for (const countryCode of ['XX', 'ZZ', 'AA', 'ru', 'RUS'])
      expect(errorsOf(feedbackRequestSchema, { ...contact, countryCode })).toEqual({
        countryCode: 'require-single',
      });
    // Kosovo is in the phone input's list without an ISO 3166-1 code of its own.
    for (const [countryCode, phone] of [
      ['KZ', '+7 701 234 5678'],
      ['FI', '+358 40 1234567'],
      ['XK', '+383 44 123 456'],
    ])
      expect(feedbackRequestSchema.safeParse({ ...contact, countryCode, phone }).success).toBe(
        true,
      );
  });

  it('names at most a handful of fields, known fields first, however many keys are unknown', () => {
    const unknown = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, i) => [`k${i}${'x'.repeat(i === 0 ? 500 : 0)}`, 0]),
    );
    const errors = errorsOf(feedbackRequestSchema, { ...unknown, ...contact, email: 'nope' });
    expect(Object.keys(errors)).toHaveLength(MAX_FIELD_ERRORS);
    expect(errors['email']).toBe('wrong-email');
    expect(Object.keys(errors).every((field) => field.length <= 81)).toBe(true);
  });
});

describe('the other lead payloads', () => {
  it('resume: name, position, e-mail and phone are required', () => {
    expect(errorsOf(resumeRequestSchema, { name: '', email: 'x' })).toEqual({
      name: 'required',
      position: 'required',
      email: 'wrong-email',
      phone: 'require-single',
    });
  });

  it('subscribe: a valid e-mail', () => {
    expect(subscribeRequestSchema.parse({ email: 'a@b.example' }).locale).toBe('en');
    expect(errorsOf(subscribeRequestSchema, { email: 'nope' })).toEqual({ email: 'wrong-email' });
  });

  it('fingerprint: cookieList is a subset of the three categories', () => {
    expect(
      fingerprintRequestSchema.safeParse({ fingerprint: 'abc', cookieList: 'required,marketing' })
        .success,
    ).toBe(true);
    expect(
      errorsOf(fingerprintRequestSchema, { fingerprint: 'abc', cookieList: 'required,ads' }),
    ).toEqual({
      cookieList: 'wrong-value',
    });
  });

  it('fingerprint: a missing, null or blank fingerprint is left to the server', () => {
    for (const fingerprint of [undefined, null, '', '   ']) {
      const parsed = fingerprintRequestSchema.safeParse({ fingerprint, cookieList: 'required' });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.fingerprint || '').toBe('');
    }
    expect(errorsOf(fingerprintRequestSchema, { fingerprint: 42, cookieList: 'required' })).toEqual(
      { fingerprint: 'wrong-value' },
    );
  });
});
