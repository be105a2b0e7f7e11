import { collationByLocale } from '@corp/shared/i18n';
import type { Locale, LocaleCountries } from '@corp/shared/i18n';
import { defaultCountries, parseCountry } from 'react-international-phone';
import type { CountryData, ParsedCountry } from 'react-international-phone';

const cache = new Map<Locale, readonly CountryData[]>();

/** Countries with a calling code that ISO 3166-1 (our country list) lacks, named per list. */
const unlistedNames: Readonly<Record<string, Readonly<Record<'en' | 'ru', string>>>> = {
  xk: { en: 'Kosovo', ru: 'Косово' },
};

/**
 * react-international-phone's countries (names, ISO codes, dial codes) with names from our
 * country list (spec §3: de uses the English names, kz the Russian ones), sorted by name: in the
 * country list's order, which is the locale's collation order (its tests check it), so the form
 * does not sort with `Intl.Collator` on a phone (the collator's first use is a long task). A
 * country the list lacks (Kosovo) goes before the first name that sorts after it by code units
 * (the test checks the result against the collator). `countries` are the locale's
 * (`useCountryNames`).
 */
export function phoneCountries(locale: Locale, countries: LocaleCountries): readonly CountryData[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const position = new Map<string, number>(
    countries.list.map((country, index) => [country.code, index]),
  );
  const named: CountryData[] = [];
  const unlisted: CountryData[] = [];
  for (const data of defaultCountries) {
    const [libraryName, ...rest] = data;
    const listed = countries.name(rest[0]);
    const name = listed ?? unlistedNames[rest[0]]?.[collationByLocale[locale]] ?? libraryName;
    const country = [name, ...rest] as CountryData;
    (listed === undefined ? unlisted : named).push(country);
  }
  const rank = (data: CountryData) => position.get(data[1].toUpperCase()) ?? 0;
  named.sort((a, b) => rank(a) - rank(b));
  for (const country of unlisted) {
    const at = named.findIndex((other) => other[0] > country[0]);
    named.splice(at < 0 ? named.length : at, 0, country);
  }
  cache.set(locale, named);
  return named;
}

/** Countries whose name, ISO code or dial code matches what the visitor typed. */
export function filterCountries(
  countries: readonly ParsedCountry[],
  query: string,
): ParsedCountry[] {
  const text = query.trim().toLocaleLowerCase();
  if (!text) return [...countries];
  const digits = text.replace(/^\+/, '');
  const matches = countries.filter(
    (country) =>
      country.name.toLocaleLowerCase().includes(text) ||
      country.iso2 === text ||
      (/^\d+$/.test(digits) && country.dialCode.startsWith(digits)),
  );
  // Names that start with the text come first, each group keeps the list's order.
  const starts = (country: ParsedCountry) => country.name.toLocaleLowerCase().startsWith(text);
  return [...matches.filter(starts), ...matches.filter((country) => !starts(country))];
}

export { parseCountry };
