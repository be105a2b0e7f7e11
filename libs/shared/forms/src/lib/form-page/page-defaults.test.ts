import type { Locale } from '@corp/shared/i18n';
import type { FormPage } from './form-page';
import type { FormRules } from './form-rules';
import { formRulesHandle, formRulesOf } from './form-rules';
import { feedbackPagePath } from './form-page';
import { defaultIndustryId, defaultPhoneCountry } from './page-defaults';

const page = (name: string, locale: Locale, rules?: FormRules): FormPage => ({
  site: 'main',
  name,
  params: {},
  locale,
  pathname: '/',
  ...(rules ? { rules } : {}),
});

// The API's list (GET /industry/), in en and ru.
const en = [
  { id: 1, name: 'Mechanical engineering and metalworking', path: '/industries/metalworking/' },
  { id: 2, name: 'Oil and gas', path: '/industries/upstream/' },
  { id: 3, name: 'Process industries', path: '/industries/process-industries/' },
  { id: 4, name: 'Mining', path: '/industries/mining/' },
  { id: 5, name: 'Energy and utilities', path: '/industries/energy/' },
  { id: 6, name: 'Other', path: null },
];
const ru = en.map((item, index) => ({
  ...item,
  name: [
    'Машиностроение и металлообработка',
    'Нефть и газ',
    'Процессные производства',
    'Горная добыча',
    'Энергетика и ЖКХ',
    'Другое',
  ][index] as string,
}));

describe('defaultIndustryId (spec §4 Default industry)', () => {
  const byName = { industry: { name: { ru: 'Нефть и газ' } } };
  it.each([
    ['no rule → the first item', page('index', 'en'), en, '1'],
    ['a position → that item', page('x', 'en', { industry: { position: 2 } }), en, '3'],
    ['a path → its item', page('x', 'ru', { industry: { path: '/industries/energy/' } }), ru, '5'],
    [
      'a path the list lacks → the first item',
      page('x', 'en', { industry: { path: '/x/' } }),
      en,
      '1',
    ],
    ['a name in the locale → its item', page('x', 'ru', byName), ru, '2'],
    ['a name of another locale only → the first item', page('x', 'en', byName), en, '1'],
    [
      'a name before a position',
      page('x', 'ru', { industry: { name: { ru: 'Горная добыча' }, position: 0 } }),
      ru,
      '4',
    ],
    [
      'a page about a mining product → Mining',
      { ...page('product-code', 'en'), subjectIndustry: 4 },
      en,
      '4',
    ],
    [
      'an oil-and-gas event → Oil and gas',
      { ...page('events-code', 'ru'), subjectIndustry: 2 },
      ru,
      '2',
    ],
    [
      'a subject industry the list lacks → the first item',
      { ...page('cases-code', 'en'), subjectIndustry: 42 },
      en,
      '1',
    ],
    [
      'the page’s rule goes before its subject',
      { ...page('x', 'en', { industry: { position: 1 } }), subjectIndustry: 4 },
      en,
      '2',
    ],
  ])('%s', (_name, formPage, list, expected) => {
    expect(defaultIndustryId(formPage, list)).toBe(expected);
  });

  it('follows the list it is given, not fixed ids', () => {
    const reordered = [en[3], en[0], en[1]] as typeof en;
    expect(defaultIndustryId(page('x', 'en', { industry: { position: 1 } }), reordered)).toBe('1');
    expect(defaultIndustryId(page('index', 'en'), reordered)).toBe('4');
  });

  it('is empty while there is no list', () => {
    expect(defaultIndustryId(page('index', 'en'), [])).toBe('');
  });

  it('falls back to the first item when the named industry is not in the list', () => {
    expect(defaultIndustryId(page('x', 'ru', byName), en)).toBe('1');
  });
});

describe('defaultPhoneCountry (spec §5)', () => {
  const regional = { phoneCountry: { ru: 'KZ' } };
  it.each([
    ['en page → FI', page('index', 'en'), undefined, 'FI'],
    ['ru page → RU', page('contacts', 'ru'), undefined, 'RU'],
    ['de page → RU', page('about', 'de'), undefined, 'RU'],
    ['a rule for ru → its country', page('index', 'ru', regional), undefined, 'KZ'],
    ['a rule for ru, kz → RU', page('index', 'kz', regional), undefined, 'RU'],
    ['a rule for ru, en → FI', page('index', 'en', regional), undefined, 'FI'],
    ['the stored code wins', page('index', 'ru', regional), 'de', 'DE'],
    ['a broken stored code is ignored', page('index', 'ru'), 'Russia', 'RU'],
  ])('%s', (_name, formPage, stored, expected) => {
    expect(defaultPhoneCountry(formPage, stored)).toBe(expected);
  });
});

describe('feedbackPagePath (spec §3 page)', () => {
  it('is the route path, or the page the rules name', () => {
    expect(feedbackPagePath({ ...page('contacts', 'ru'), pathname: '/ru/contacts/' })).toBe(
      '/ru/contacts/',
    );
    expect(
      feedbackPagePath({ ...page('index', 'kz', { feedbackPage: '/landing' }), pathname: '/kz/' }),
    ).toBe('/landing');
  });
});

describe('formRulesOf (the rules routes declare in their handles)', () => {
  it('merges the matched routes’ rules, a deeper route’s over its layout’s', () => {
    const matches = [
      { handle: undefined },
      { handle: formRulesHandle({ feedbackPage: '/site', phoneCountry: { ru: 'KZ' } }) },
      { handle: { other: true } },
      {
        handle: formRulesHandle<() => { code: string }>(({ code }) => ({
          feedbackPage: `/${code}/`,
        })),
        loaderData: { code: 'page' },
      },
    ];
    expect(formRulesOf(matches)).toEqual({ feedbackPage: '/page/', phoneCountry: { ru: 'KZ' } });
  });

  it('reads no rules from a route whose data is not there', () => {
    expect(formRulesOf([{ handle: formRulesHandle(() => ({ feedbackPage: '/x' })) }])).toEqual({});
  });
});
