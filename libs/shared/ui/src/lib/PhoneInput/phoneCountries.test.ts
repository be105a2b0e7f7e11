import { collationByLocale } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { defaultCountries } from 'react-international-phone';
import { phoneCountries } from './phoneCountries';

describe('phoneCountries', () => {
  it.each<Locale>(['en', 'ru', 'de', 'kz'])(
    'lists every country of the library once, in the %s collation order of its names',
    (locale) => {
      const list = phoneCountries(locale);
      expect(list.map((country) => country[1]).sort()).toEqual(
        defaultCountries.map((country) => country[1]).sort(),
      );
      const collator = new Intl.Collator(collationByLocale[locale], { sensitivity: 'base' });
      const names = list.map((country) => country[0]);
      expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    },
  );

  it('names the countries in the page language (kz uses the Russian list)', () => {
    const byIso = (locale: Locale) =>
      Object.fromEntries(phoneCountries(locale).map((country) => [country[1], country[0]]));
    expect(byIso('en')['de']).toBe('Germany');
    expect(byIso('ru')['de']).toBe('Германия');
    expect(byIso('kz')['kz']).toBe('Казахстан');
    expect(byIso('en')['xk']).toBe('Kosovo');
    expect(byIso('ru')['xk']).toBe('Косово');
  });
});
