import { defaultIndustryId, feedbackPagePath } from '@corp/shared/forms';
import type { FormPage } from '@corp/shared/forms';
import type { Locale } from '@corp/shared/i18n';
import { idpFormRules } from './idp-form-rules';

// The idp page, with the rules its route (and the idp host's layout) declares.
const idpPage = (locale: Locale, pathname = '/'): FormPage => ({
  site: 'main',
  name: 'idp',
  params: {},
  locale,
  pathname,
  rules: idpFormRules,
});

const en = [
  { id: 1, name: 'Mechanical engineering and metalworking', path: null },
  { id: 2, name: 'Oil and gas', path: null },
];
const ru = [
  { id: 1, name: 'Машиностроение и металлообработка', path: null },
  { id: 2, name: 'Нефть и газ', path: null },
];

describe('idpFormRules', () => {
  it('spec §4: in ru the industry starts as Нефть и газ, else the first item', () => {
    expect(defaultIndustryId(idpPage('ru'), ru)).toBe('2');
    expect(defaultIndustryId(idpPage('en'), en)).toBe('1');
  });

  it('spec §3: a request names the page /idp/', () => {
    expect(feedbackPagePath(idpPage('ru', '/ru/idp/'))).toBe('/idp/');
    expect(feedbackPagePath(idpPage('ru', '/'))).toBe('/idp/');
  });
});
