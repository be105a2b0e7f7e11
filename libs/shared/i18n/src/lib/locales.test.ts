import {
  fallbackChain,
  hreflang,
  hreflangAlternates,
  htmlLang,
  itemLang,
  localeOfLanguageTag,
  normalizeLocale,
  toLanguageTag,
} from './locales';

describe('locales', () => {
  it.each([
    ['ru', 'ru'],
    ['DE', 'de'],
    ['kz', 'kz'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('normalizes %p to %p', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it('names Kazakh kk for Intl, lang and hreflang', () => {
    expect(toLanguageTag('kz')).toBe('kk');
    expect(toLanguageTag('ru')).toBe('ru');
  });

  it('gives kk for Kazakh in <html lang> and hreflang', () => {
    expect(htmlLang('kz')).toBe('kk');
    expect(htmlLang('de')).toBe('de');
    expect(hreflang('kz')).toBe('kk');
    expect(hreflang('en')).toBe('en');
  });

  it('reads the page locale back from <html lang> (the browser, before it hydrates)', () => {
    for (const locale of ['en', 'ru', 'de', 'kz'] as const)
      expect(localeOfLanguageTag(htmlLang(locale))).toBe(locale);
    expect(localeOfLanguageTag('ru-RU')).toBe('ru');
    expect(localeOfLanguageTag('')).toBe('en');
    expect(localeOfLanguageTag(null)).toBe('en');
  });

  it('lists alternates with x-default pointing to the English URL', () => {
    const href = (locale: string) => (locale === 'en' ? '/about/' : `/${locale}/about/`);
    expect(hreflangAlternates(href)).toEqual([
      { hreflang: 'en', href: '/about/' },
      { hreflang: 'ru', href: '/ru/about/' },
      { hreflang: 'de', href: '/de/about/' },
      { hreflang: 'kk', href: '/kz/about/' },
      { hreflang: 'x-default', href: '/about/' },
    ]);
    expect(hreflangAlternates(href, ['ru', 'kz'])).toEqual([
      { hreflang: 'ru', href: '/ru/about/' },
      { hreflang: 'kk', href: '/kz/about/' },
    ]);
  });

  it('falls back kz → ru and de → en', () => {
    expect(fallbackChain.kz[0]).toBe('ru');
    expect(fallbackChain.de[0]).toBe('en');
  });
});

describe('itemLang', () => {
  it('names the language of an item served in another locale than the page', () => {
    expect(itemLang({ initialLocale: 'ru' }, 'en')).toBe('ru');
    expect(itemLang({ initialLocale: 'kz' }, 'ru')).toBe('kk');
  });
  it('says nothing for an item in the page language or without a known locale', () => {
    expect(itemLang({ initialLocale: 'en' }, 'en')).toBeUndefined();
    expect(itemLang({}, 'de')).toBeUndefined();
    expect(itemLang({ initialLocale: 'xx' }, 'en')).toBeUndefined();
  });
});
