import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { casesItemSchema } from './cases.schema';
import { CONTENT_DIR } from './content.test-support';
import { privacyPoliciesItemSchema } from './privacy-policies.schema';

/*
 * Issue 42, point 10: content in the page's language. A Kazakh page showed "±10 cm" and a Russian
 * one "1 day", "2–3 weeks", "40 mln ₽": the units were written into the values, in English. A case
 * keeps the number and the unit's id; the page writes the unit (`formatQuantity`).
 */

type Item = Record<string, unknown>;
const read = (folder: string, locale: string): Item[] =>
  JSON.parse(readFileSync(path.join(CONTENT_DIR, folder, `${locale}.json`), 'utf8'));
const localesOf = (folder: string) =>
  readdirSync(path.join(CONTENT_DIR, folder)).map((file) => file.replace(/\.json$/, ''));

/** A scale's name is written as it is in every language (Rockwell hardness). */
const SCALES = /\bHRC\b/g;

describe('case results in the page’s language', () => {
  const cases = localesOf('cases').flatMap((locale) =>
    read('cases', locale).map((item) => ({ locale, item: casesItemSchema.parse(item) })),
  );

  it('write no unit into a value: a number with a unit keeps the unit as data', () => {
    const worded = cases.flatMap(({ locale, item }) =>
      item.results
        .filter((result) => /\d\s*\p{L}/u.test(result.value.replace(SCALES, '')))
        .map((result) => `${locale} ${item.code}: ${result.value}`),
    );
    expect(worded).toEqual([]);
    const units = cases.flatMap(({ item }) => item.results.flatMap((result) => result.unit ?? []));
    expect(new Set(units)).toEqual(new Set(['cm', 'day', 'week', 'month', 'million-rubles']));
  });

  it('keep the same unit in every language', () => {
    const unitsOf = (locale: string, code: string) =>
      cases
        .find((entry) => entry.locale === locale && entry.item.code === code)
        ?.item.results.map((result) => result.unit ?? null);
    for (const { locale, item } of cases)
      expect({ locale, code: item.code, units: unitsOf(locale, item.code) }).toEqual({
        locale,
        code: item.code,
        units: unitsOf('en', item.code),
      });
  });

  it('write decimals with a comma in Russian and Kazakh', () => {
    const points = cases
      .filter(({ locale }) => locale === 'ru' || locale === 'kz')
      .flatMap(({ locale, item }) =>
        item.results
          .filter((result) => result.unit === undefined && /\d\.\d/.test(result.value))
          .map((result) => `${locale} ${item.code}: ${result.value}`),
      );
    expect(points).toEqual([]);
  });

  it('refuse a unit written into a value that has a unit', () => {
    const base = casesItemSchema.parse(read('cases', 'en')[0]);
    const withResult = (result: object) => ({ ...base, results: [result] });
    expect(
      casesItemSchema.safeParse(withResult({ value: '±10', unit: 'cm', text: 'accuracy' })).success,
    ).toBe(true);
    expect(
      casesItemSchema.safeParse(withResult({ value: '10 cm', unit: 'cm', text: 'accuracy' }))
        .success,
    ).toBe(false);
    expect(
      casesItemSchema.safeParse(withResult({ value: '10', unit: 'inch', text: 'accuracy' }))
        .success,
    ).toBe(false);
  });
});

describe('privacy policies in the page’s language', () => {
  const policies = (locale: string) =>
    read('privacy-policies', locale).map((item) => privacyPoliciesItemSchema.parse(item));

  it('have German names on the German site, which say which are in English or Russian', () => {
    const de = policies('de');
    expect(de.map((policy) => policy.name)).toEqual([
      'Datenschutzerklärung (auf Englisch)',
      'Datenschutzerklärung (auf Russisch)',
      'Antikorruptionsrichtlinie (auf Englisch)',
    ]);
    // The same documents as in English.
    expect(de.map(({ id, file, language }) => ({ id, file, language }))).toEqual(
      policies('en').map(({ id, file, language }) => ({ id, file, language })),
    );
  });

  it('name a document in another language than the list’s as such, in the list’s language', () => {
    const said: Record<string, Record<string, RegExp>> = {
      en: { ru: /\(in Russian\)$/ },
      ru: { en: /\(на английском\)$/ },
      de: { en: /\(auf Englisch\)$/, ru: /\(auf Russisch\)$/ },
    };
    for (const locale of localesOf('privacy-policies'))
      for (const policy of policies(locale)) {
        if (policy.language === locale) continue;
        expect({ locale, name: policy.name }).toEqual({
          locale,
          name: expect.stringMatching(said[locale]?.[policy.language] ?? /^$/),
        });
      }
    // No Latin word in a Russian name.
    for (const policy of policies('ru')) expect(policy.name).not.toMatch(/[A-Za-z]/);
  });
});
