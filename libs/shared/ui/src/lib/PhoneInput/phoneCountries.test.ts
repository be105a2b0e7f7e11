import { collationByLocale, loadCountryNames } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { defaultCountries } from 'react-international-phone';
import { phoneCountries } from './phoneCountries';

describe('phoneCountries', () => {
  it.each<Locale>(['en', 'ru', 'de', 'kz'])(
    'lists every country of the library once, in the %s collation order of its names',
    async (locale) => {
      const list = phoneCountries(locale, await loadCountryNames(locale));
      expect(list.map((country) => country[1]).sort()).toEqual(
        defaultCountries.map((country) => country[1]).sort(),
      );
      const collator = new Intl.Collator(collationByLocale[locale], { sensitivity: 'base' });
      const names = list.map((country) => country[0]);
      expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    },
  );

  it('names the countries in the page language', async () => {
    const byIso = async (locale: Locale) =>
      Object.fromEntries(
        phoneCountries(locale, await loadCountryNames(locale)).map((country) => [
          country[1],
          country[0],
        ]),
      );
    expect((await byIso('en'))['de']).toBe('Germany');
    expect((await byIso('ru'))['de']).toBe('Германия');
    expect((await byIso('kz'))['kz']).toBe('Қазақстан');
    expect((await byIso('de'))['de']).toBe('Deutschland');
    expect((await byIso('de'))['ru']).toBe('Russland');
    expect((await byIso('kz'))['xk']).toBe('Косово');
    expect((await byIso('en'))['xk']).toBe('Kosovo');
    expect((await byIso('ru'))['xk']).toBe('Косово');
  });
});
