import { feedbackRequestSchema } from '@corp/shared/contracts';
import { countryList, countryName } from '@corp/shared/i18n';
import type { LocaleCountries } from '@corp/shared/i18n';
import type { FormPage } from '../form-page/form-page';
import { contactFeedbackArgs, createRetryKeys, serverFieldErrors } from './contact-feedback';

const page: FormPage = {
  site: 'main',
  name: 'contacts',
  params: {},
  locale: 'ru',
  pathname: '/ru/contacts/',
};

/** The page's countries, as the form has them once it renders (`useCountryNames('ru')`). */
const countries: LocaleCountries = {
  list: countryList('ru'),
  name: (code) => countryName(code, 'ru'),
};

const values = {
  firstName: 'Анна',
  lastName: 'Петрова',
  position: 'Главный инженер',
  company: 'Уралмаш',
  industry: '4',
  country: 'KZ',
  countryCode: 'KZ',
  email: 'anna@uralmash.example',
  phone: '+77011234567',
  comment: '  ',
  policyAgreement: true as const,
};

describe('contactFeedbackArgs', () => {
  it('builds the contact request of spec §3, which the API accepts', () => {
    const args = contactFeedbackArgs(values, {
      page,
      countries,
      captchaToken: 'token',
    });
    expect(args).toEqual({
      type: 'contact',
      page: '/ru/contacts/',
      product: '',
      locale: 'ru',
      firstName: 'Анна',
      lastName: 'Петрова',
      position: 'Главный инженер',
      company: 'Уралмаш',
      industry: '4',
      country: 'Казахстан',
      countryCode: 'KZ',
      email: 'anna@uralmash.example',
      phone: '+77011234567',
      policyAgreement: true,
      captchaToken: 'token',
    });
    const { locale, ...body } = args;
    expect(feedbackRequestSchema.safeParse({ ...body, locale }).error).toBeUndefined();
  });

  it('sends /asia and /idp/ as the page of those sites (the page their form rules name)', () => {
    const on = (feedbackPage: string) => ({ ...page, rules: { feedbackPage } });
    expect(contactFeedbackArgs(values, { countries, page: on('/asia') }).page).toBe('/asia');
    expect(contactFeedbackArgs(values, { countries, page: on('/idp/') }).page).toBe('/idp/');
  });
});

describe('createRetryKeys', () => {
  const args = contactFeedbackArgs(values, { page, countries, captchaToken: 'first' });

  it('keeps the key while the same request is sent again, whatever its captcha token', () => {
    let made = 0;
    const keys = createRetryKeys(() => `key-${++made}`);
    expect(keys.keyFor(args)).toBe('key-1');
    expect(keys.keyFor({ ...args, captchaToken: 'second' })).toBe('key-1');
    expect(keys.keyFor({ ...args, company: 'Уралмаш-2' })).toBe('key-2');
    expect(keys.keyFor(args)).toBe('key-3');
    keys.succeeded();
    expect(keys.keyFor(args)).toBe('key-4');
  });
});

describe('serverFieldErrors', () => {
  const badRequest = (fields: unknown) => ({
    status: 400,
    data: { code: 'validation_failed', message: 'Invalid request', fields },
  });

  it('lists the form fields the API refused, in the form order', () => {
    expect(
      serverFieldErrors(
        badRequest({
          phone: 'wrong-number',
          firstName: 'required',
          email: 'wrong-email',
          admin: 'unknown-field',
        }),
      ),
    ).toEqual([
      ['firstName', 'required'],
      ['email', 'wrong-email'],
      ['phone', 'wrong-number'],
    ]);
  });

  it('puts a countryCode message on the phone and an unknown key as wrong-value', () => {
    expect(
      serverFieldErrors(badRequest({ countryCode: 'require-single', company: 'oops' })),
    ).toEqual([
      ['company', 'wrong-value'],
      ['phone', 'require-single'],
    ]);
  });

  it('has nothing for other failures', () => {
    expect(serverFieldErrors({ status: 500, data: { fields: { email: 'required' } } })).toEqual([]);
    expect(serverFieldErrors(badRequest(undefined))).toEqual([]);
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'offline' })).toEqual([]);
  });
});
