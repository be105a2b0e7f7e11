import { defaultIndustryId } from '@corp/shared/forms';
import type { FormPage } from '@corp/shared/forms';
import type { Locale } from '@corp/shared/i18n';
import { industryFormRules } from './industry-form-rules';

// Spec §4 Default industry on an industry page, as the main site's industry route declares it.
const industryPage = (code: string, locale: Locale = 'en', subjectIndustry?: number): FormPage => ({
  site: 'main',
  name: 'industries-code',
  params: { code },
  locale,
  pathname: '/',
  rules: industryFormRules(code),
  ...(subjectIndustry === undefined ? {} : { subjectIndustry }),
});

// The API's list (GET /industry/): the industry pages' paths, the names in en or ru.
const paths = ['metalworking', 'upstream', 'process-industries', 'mining', 'energy'];
const listOf = (names: readonly string[]) =>
  names.map((name, index) => {
    const code = paths[index];
    return { id: index + 1, name, path: code ? `/industries/${code}/` : null };
  });
const en = listOf([
  'Mechanical engineering and metalworking',
  'Oil and gas',
  'Process industries',
  'Mining',
  'Energy and utilities',
  'Other',
]);
const ru = listOf([
  'Машиностроение и металлообработка',
  'Нефть и газ',
  'Процессные производства',
  'Горная добыча',
  'Энергетика и ЖКХ',
  'Другое',
]);

describe('industryFormRules (spec §4 Default industry of an industry page)', () => {
  it.each([
    ['metalworking page → item 0', industryPage('metalworking'), en, '1'],
    ['upstream page → item 1', industryPage('upstream'), en, '2'],
    ['process-industries page → item 2', industryPage('process-industries'), en, '3'],
    ['downstream page → item 2', industryPage('downstream'), en, '3'],
    ['mining page → its industry by path', industryPage('mining'), en, '4'],
    ['energy page → its industry by path', industryPage('energy', 'ru'), ru, '5'],
    ['robotics page, no industry of its path → the first item', industryPage('robotics'), en, '1'],
    [
      'an industry page goes by its code, not by a subject',
      industryPage('upstream', 'en', 4),
      en,
      '2',
    ],
    [
      'ru digital industrial platform page → Нефть и газ',
      industryPage('digitalindustrialplatform', 'ru'),
      ru,
      '2',
    ],
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
  });

  it('falls back to the first item when the ru platform page finds no Нефть и газ', () => {
    expect(defaultIndustryId(industryPage('digitalindustrialplatform', 'ru'), en)).toBe('1');
  });
});
