import { locales } from '../locales';
import { isoCountryCodes } from './codes';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { countryList, countryName, isIsoCountryCode } from './countries';
import { collationByLocale, loadCountryNames, useCountryNames } from './country-names';

describe('countryList', () => {
  it.each(locales)('lists all 249 ISO 3166-1 countries once in %s', (locale) => {
    const list = countryList(locale);
    expect(list).toHaveLength(249);
    expect(new Set(list.map((country) => country.code)).size).toBe(249);
    for (const country of list) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.trim()).not.toBe('');
    }
  });

  it('names countries in the page’s language: German on de, Kazakh on kz (issue 42)', () => {
    const find = (locale: 'en' | 'de' | 'ru' | 'kz', code: string) =>
      countryList(locale).find((country) => country.code === code)?.name;
    expect(find('en', 'KZ')).toBe('Kazakhstan');
    expect(find('ru', 'RU')).toBe('Россия');
    expect(find('ru', 'FI')).toBe('Финляндия');
    expect(find('de', 'DE')).toBe('Deutschland');
    expect(find('de', 'RU')).toBe('Russland');
    expect(find('de', 'FI')).toBe('Finnland');
    expect(find('de', 'GB')).toBe('Vereinigtes Königreich');
    expect(find('de', 'HK')).toBe('Hongkong');
    expect(find('kz', 'KZ')).toBe('Қазақстан');
    expect(find('kz', 'RU')).toBe('Ресей');
    expect(find('kz', 'DE')).toBe('Германия');
    expect(find('kz', 'CN')).toBe('Қытай');
  });

  it('is not the English list on de, nor the Russian one on kz', () => {
    const byCode = (locale: 'en' | 'de' | 'ru' | 'kz') =>
      new Map(countryList(locale).map((country) => [country.code, country.name]));
    // Many names are the same word in both languages (Andorra; Ангола), many are not.
    const differ = (locale: 'de' | 'kz', other: 'en' | 'ru') => {
      const names = byCode(other);
      return countryList(locale).filter(({ code, name }) => names.get(code) !== name).length;
    };
    expect(differ('de', 'en')).toBeGreaterThan(100);
    expect(differ('kz', 'ru')).toBeGreaterThan(50);
    // Every Kazakh name is Cyrillic; every German one Latin.
    for (const { name } of countryList('kz')) expect(name).toMatch(/^[^A-Za-z]*[\u0400-\u04ff]/);
    for (const { name } of countryList('de')) expect(name).not.toMatch(/[\u0400-\u04ff]/);
  });

  it('sorts by the name in the locale', () => {
    const en = countryList('en').map((country) => country.name);
    expect(en.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(en[en.length - 1]).toBe('Zimbabwe');
    const de = countryList('de').map((country) => country.name);
    expect(de.slice(0, 2)).toEqual(['Afghanistan', 'Ägypten']);
    // Kazakh letters sort after their Russian neighbours: Ә after А, Қ after К.
    const kz = countryList('kz').map((country) => country.name);
    expect(kz.indexOf('Әзірбайжан')).toBeGreaterThan(kz.indexOf('Аустрия'));
    expect(kz.indexOf('Қазақстан')).toBeGreaterThan(kz.indexOf('Кувейт'));
    const ru = countryList('ru').map((country) => country.name);
    expect(ru.slice(0, 3)).toEqual(['Австралия', 'Австрия', 'Азербайджан']);
    expect(ru[ru.length - 1]).toBe('Япония');
    // Ё sorts with Е, not after Я.
    expect(ru.indexOf('Тёркс и Кайкос')).toBeLessThan(ru.indexOf('Тувалу'));
    ru.slice(1).forEach((name, index) => {
      expect(String(ru[index]).localeCompare(name, 'ru')).toBeLessThanOrEqual(0);
    });
  });

  it('keeps every locale’s names in that locale’s collation order (no sort in the browser)', () => {
    // Node's full ICU collates kk; Chromium does not, which is why the order is the data's.
    expect(new Intl.Collator('kk').resolvedOptions().locale).toBe('kk');
    for (const locale of ['en', 'ru', 'de', 'kz'] as const) {
      const names = countryList(locale).map((country) => country.name);
      const collator = new Intl.Collator(collationByLocale[locale], { sensitivity: 'base' });
      expect(names).toEqual([...names].sort(collator.compare));
      expect(new Set(countryList(locale).map((country) => country.code)).size).toBe(249);
    }
  });

  it('returns a list a caller cannot corrupt for the next caller', () => {
    const list = countryList('en') as { code: string; name: string }[];
    const [first] = list;
    expect(() => list.push({ code: 'XX', name: 'Nowhere' })).toThrow();
    expect(() => {
      if (first) first.name = 'Changed';
    }).toThrow();
    expect(countryList('en')[0]?.name).toBe('Afghanistan');
  });
});

describe('countryName', () => {
  it('finds a name by code, case-insensitively', () => {
    expect(countryName('gb', 'en')).toBe('United Kingdom');
    expect(countryName('GB', 'ru')).toBe('Великобритания');
    expect(countryName('GB', 'kz')).toBe('Ұлыбритания');
    expect(countryName('gb', 'de')).toBe('Vereinigtes Königreich');
  });

  it('gives undefined for codes outside ISO 3166-1', () => {
    expect(countryName('XK', 'en')).toBeUndefined();
    expect(countryName('', 'en')).toBeUndefined();
    expect(isIsoCountryCode('ZZ')).toBe(false);
    expect(isIsoCountryCode('KZ')).toBe(true);
  });

  it('keeps the code list sorted and unique', () => {
    expect([...isoCountryCodes].sort()).toEqual([...isoCountryCodes]);
    expect(new Set(isoCountryCodes).size).toBe(isoCountryCodes.length);
  });
});

describe('loadCountryNames / useCountryNames (what a form loads: its page’s language only)', () => {
  it.each(locales)('gives the same countries in %s as the synchronous list', async (locale) => {
    const countries = await loadCountryNames(locale);
    expect(countries.list).toEqual(countryList(locale));
    expect(countries.name('gb')).toBe(countryName('GB', locale));
    expect(countries.name('XK')).toBeUndefined();
    expect(countries.name('constructor')).toBeUndefined();
  });

  it('loads each list once, a list of its own per locale', async () => {
    expect(loadCountryNames('de')).toBe(loadCountryNames('de'));
    expect(loadCountryNames('kz')).not.toBe(loadCountryNames('ru'));
    expect((await loadCountryNames('kz')).name('KZ')).toBe('Қазақстан');
    expect((await loadCountryNames('de')).name('DE')).toBe('Deutschland');
  });

  it('renders at once with the names once they are in', async () => {
    await loadCountryNames('kz');
    function Names() {
      const countries = useCountryNames('kz');
      return createElement('p', null, countries.name('KZ'), ' ', countries.list.length);
    }
    expect(renderToString(createElement(Names))).toBe('<p>Қазақстан<!-- --> <!-- -->249</p>');
  });

  it('starts the names of the document’s language when a form’s chunk is requested', async () => {
    await jest.isolateModulesAsync(async () => {
      const required: string[] = [];
      for (const file of ['./names.en', './names.ru', './names.de', './names.kk'])
        jest.doMock(file, () => {
          required.push(file);
          return jest.requireActual(file);
        });
      const fresh = await import('./country-names');
      const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
      // Outside a browser it does nothing.
      fresh.preloadDocumentCountryNames();
      await settle();
      expect(required).toEqual([]);
      const { document: before } = globalThis as { document?: unknown };
      Object.assign(globalThis, { document: { documentElement: { lang: 'kk' } } });
      try {
        fresh.preloadDocumentCountryNames();
        await settle();
        // A Kazakh page's form reads the Kazakh names: they are loading before it asks.
        expect(required).toEqual(['./names.kk']);
        await expect(fresh.loadCountryNames('kz')).resolves.toMatchObject({
          list: countryList('kz'),
        });
        expect(required).toEqual(['./names.kk']);
      } finally {
        Object.assign(globalThis, { document: before });
      }
    });
  });

  it('suspends a first render until the names are in, then renders them', async () => {
    await jest.isolateModulesAsync(async () => {
      // A fresh module: no list loaded yet, as on a page whose form has just mounted.
      const fresh = await import('./country-names');
      const React = await import('react');
      const { renderToString: render } = await import('react-dom/server');
      const { prerenderToNodeStream } = await import('react-dom/static');
      function Names() {
        return React.createElement('p', null, fresh.useCountryNames('de').name('DE'));
      }
      const page = () =>
        React.createElement(React.Suspense, { fallback: 'loading' }, React.createElement(Names));
      // Not in yet: the boundary shows its fallback (the form's is nothing).
      expect(render(page())).toContain('loading');
      // A render that waits gets the names; later renders have them at once.
      const { prelude } = await prerenderToNodeStream(page());
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      expect(html).toContain('<p>Deutschland</p>');
      expect(render(page())).toContain('<p>Deutschland</p>');
    });
  });
});
