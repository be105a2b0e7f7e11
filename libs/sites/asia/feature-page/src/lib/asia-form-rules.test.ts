import { defaultPhoneCountry, feedbackPagePath } from '@corp/shared/forms';
import type { FormPage } from '@corp/shared/forms';
import type { Locale } from '@corp/shared/i18n';
import { asiaFormRules } from './asia-form-rules';

// The asia site's pages, with the rules its layout route declares.
const asiaPage = (locale: Locale, pathname = '/'): FormPage => ({
  site: 'asia',
  name: 'asia',
  params: {},
  locale,
  pathname,
  rules: asiaFormRules,
});

describe('asiaFormRules', () => {
  it.each([
    ['Asia ru page → KZ', asiaPage('ru'), undefined, 'KZ'],
    ['Asia site, kz → RU', asiaPage('kz'), undefined, 'RU'],
    ['Asia site, en → FI', asiaPage('en'), undefined, 'FI'],
    ['the stored code wins', asiaPage('ru'), 'fi', 'FI'],
  ])('spec §5 default phone country: %s', (_name, formPage, stored, expected) => {
    expect(defaultPhoneCountry(formPage, stored)).toBe(expected);
  });

  it('spec §3: a request names the page /asia, whatever the path', () => {
    expect(feedbackPagePath(asiaPage('kz', '/kz/'))).toBe('/asia');
    expect(feedbackPagePath(asiaPage('ru', '/ru/'))).toBe('/asia');
  });

  it('spec §4: a lead request reaches the goal asia_send_form', () => {
    expect(asiaFormRules.leadGoal).toBe('asia_send_form');
  });
});
