import type { Locale } from '../locales';
import { isoCountryCodes } from './codes';
import type { IsoCountryCode } from './codes';
import { countryNamesEn } from './names.en';
import { countryNamesRu } from './names.ru';

export interface Country {
  /** ISO 3166-1 alpha-2, upper case (`KZ`). */
  code: IsoCountryCode;
  name: string;
}

/**
 * Spec §3: a country list per locale; de reuses the English names, kz the Russian ones.
 * Static data, because browsers ship no Kazakh locale data and `Intl.DisplayNames` differs
 * between engines.
 */
const namesByLocale: Readonly<Record<Locale, Readonly<Record<IsoCountryCode, string>>>> = {
  en: countryNamesEn,
  de: countryNamesEn,
  ru: countryNamesRu,
  kz: countryNamesRu,
};

/** The collation the names of a locale are kept in: Russian for ru and kz, English otherwise. */
export const collationByLocale: Readonly<Record<Locale, 'en' | 'ru'>> = {
  en: 'en',
  de: 'en',
  ru: 'ru',
  kz: 'ru',
};

const cache = new Map<Locale, readonly Readonly<Country>[]>();

export function isIsoCountryCode(value: unknown): value is IsoCountryCode {
  return typeof value === 'string' && (isoCountryCodes as readonly string[]).includes(value);
}

/**
 * Every ISO 3166-1 country with its name in `locale`, sorted by that name: the names' own order
 * (their files keep them in the locale's collation order, which the tests check).
 */
export function countryList(locale: Locale): readonly Readonly<Country>[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const list = Object.freeze(
    (Object.entries(namesByLocale[locale]) as [IsoCountryCode, string][]).map(([code, name]) =>
      Object.freeze({ code, name }),
    ),
  );
  cache.set(locale, list);
  return list;
}

/**
 * The name of a country in `locale`; the code is matched case-insensitively. Unknown codes
 * give `undefined`.
 */
export function countryName(code: string, locale: Locale): string | undefined {
  const upper = code.toUpperCase();
  return isIsoCountryCode(upper) ? namesByLocale[locale][upper] : undefined;
}
