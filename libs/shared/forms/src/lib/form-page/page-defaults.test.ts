import type { Locale } from '@corp/shared/i18n';
import type { FormPage } from './form-page';
import { feedbackPagePath } from './form-page';
import { defaultIndustryId, defaultPhoneCountry } from './page-defaults';

const page = (
  name: string,
  locale: Locale,
  params: Record<string, string> = {},
  site: FormPage['site'] = 'main',
): FormPage => ({ site, name, params, locale, pathname: '/' });
const industryPage = (code: string, locale: Locale = 'en') =>
  page('industries-code', locale, { code });

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
  it.each([
    ['metalworking page → item 0', industryPage('metalworking'), en, '1'],
    ['upstream page → item 1', industryPage('upstream'), en, '2'],
    ['process-industries page → item 2', industryPage('process-industries'), en, '3'],
    ['downstream page → item 2', industryPage('downstream'), en, '3'],
    ['mining page → its industry by path', industryPage('mining'), en, '4'],
    ['energy page → its industry by path', industryPage('energy', 'ru'), ru, '5'],
    ['robotics page, no industry of its path → the first item', industryPage('robotics'), en, '1'],
    ['home page → the first item', page('index', 'en'), en, '1'],
    ['product page → the first item', page('product-code', 'ru', { code: 'flow' }), ru, '1'],
    [
      'a page about a mining product → Mining',
      { ...page('product-code', 'en', { code: 'openmine' }), subjectIndustry: 4 },
      en,
      '4',
    ],
    [
      'an oil-and-gas event → Oil and gas',
      {
        ...page('events-code', 'ru', { code: 'oil-gas-digital-congress-2027' }),
        subjectIndustry: 2,
      },
      ru,
      '2',
    ],
    [
      'a subject industry the list lacks → the first item',
      { ...page('cases-code', 'en', { code: 'x' }), subjectIndustry: 42 },
      en,
      '1',
    ],
    [
      'an industry page goes by its code, not by a subject',
      { ...industryPage('upstream'), subjectIndustry: 4 },
      en,
      '2',
    ],
    [
      'ru digital industrial platform page → Нефть и газ',
      industryPage('digitalindustrialplatform', 'ru'),
      ru,
      '2',
    ],
    ['ru idp page → Нефть и газ', page('idp', 'ru'), ru, '2'],
    ['ru idp site → Нефть и газ', page('index', 'ru', {}, 'idp'), ru, '2'],
    [
      'en digital industrial platform page → the first item',
      industryPage('digitalindustrialplatform', 'en'),
      en,
      '1',
    ],
  ])('%s', (_name, formPage, list, expected) => {
    expect(defaultIndustryId(formPage, list)).toBe(expected);
  });

  it('follows the list it is given, not fixed ids', () => {
    const reordered = [en[3], en[0], en[1]] as typeof en;
    expect(defaultIndustryId(industryPage('upstream'), reordered)).toBe('1');
    expect(defaultIndustryId(page('index', 'en'), reordered)).toBe('4');
  });

  it('is empty while there is no list', () => {
    expect(defaultIndustryId(page('index', 'en'), [])).toBe('');
  });

  it('falls back to the first item when the ru platform page finds no Нефть и газ', () => {
    expect(defaultIndustryId(industryPage('digitalindustrialplatform', 'ru'), en)).toBe('1');
  });
});

describe('defaultPhoneCountry (spec §5)', () => {
  it.each([
    ['en page → FI', page('index', 'en'), undefined, 'FI'],
    ['ru page → RU', page('contacts', 'ru'), undefined, 'RU'],
    ['de page → RU', page('about', 'de'), undefined, 'RU'],
    ['Asia ru page → KZ', page('asia', 'ru'), undefined, 'KZ'],
    ['Asia site, ru → KZ', page('index', 'ru', {}, 'asia'), undefined, 'KZ'],
    ['Asia site, kz → RU', page('index', 'kz', {}, 'asia'), undefined, 'RU'],
    ['Asia site, en → FI', page('index', 'en', {}, 'asia'), undefined, 'FI'],
    ['the stored code wins', page('index', 'en'), 'de', 'DE'],
    ['a broken stored code is ignored', page('index', 'ru'), 'Russia', 'RU'],
  ])('%s', (_name, formPage, stored, expected) => {
    expect(defaultPhoneCountry(formPage, stored)).toBe(expected);
  });
});

describe('feedbackPagePath (spec §3 page)', () => {
  it('is the route path, or /asia, or /idp/', () => {
    expect(feedbackPagePath({ ...page('contacts', 'ru'), pathname: '/ru/contacts/' })).toBe(
      '/ru/contacts/',
    );
    expect(feedbackPagePath({ ...page('index', 'kz', {}, 'asia'), pathname: '/kz/' })).toBe(
      '/asia',
    );
    expect(feedbackPagePath({ ...page('idp', 'ru'), pathname: '/ru/idp/' })).toBe('/idp/');
  });
});
