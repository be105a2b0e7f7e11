import type { Locale } from '../locales';
import { isoCountryCodes } from './codes';
import type { IsoCountryCode } from './codes';
import { collationByLocale, countriesOf } from './country-names';
import type { Country, CountryNames, LocaleCountries } from './country-names';
import type { CountryNamesLanguage } from './names-import';
import { countryNamesDe } from './names.de';
import { countryNamesEn } from './names.en';
import { countryNamesKk } from './names.kk';
import { countryNamesRu } from './names.ru';

/**
 * Spec §3: a country list per locale, each in its own language (German and Kazakh generated from
 * CLDR by tools/scripts/make-country-names.mjs). Static data, because browsers ship no Kazakh
 * locale data and `Intl.DisplayNames` differs between engines. These synchronous functions carry
 * every list, for the server and the pages it renders; the forms load their page's list alone
 * (`useCountryNames`, country-names.ts).
 */
const namesFiles: Readonly<Record<CountryNamesLanguage, CountryNames>> = {
  en: countryNamesEn,
  ru: countryNamesRu,
  de: countryNamesDe,
  kk: countryNamesKk,
};

/** Each list built on its first use. */
const built = new Map<CountryNames, LocaleCountries>();

function countriesIn(locale: Locale): LocaleCountries {
  const names = namesFiles[collationByLocale[locale]];
  let countries = built.get(names);
  if (!countries) {
    countries = countriesOf(names);
    built.set(names, countries);
  }
  return countries;
}

export function isIsoCountryCode(value: unknown): value is IsoCountryCode {
  return typeof value === 'string' && (isoCountryCodes as readonly string[]).includes(value);
}

/**
 * Every ISO 3166-1 country with its name in `locale`, sorted by that name: the names' own order
 * (their files keep them in the locale's collation order, which the tests check).
 */
export function countryList(locale: Locale): readonly Readonly<Country>[] {
  return countriesIn(locale).list;
}

/**
 * The name of a country in `locale`; the code is matched case-insensitively. Unknown codes
 * give `undefined`.
 */
export function countryName(code: string, locale: Locale): string | undefined {
  return countriesIn(locale).name(code);
}
