import { collationByLocale } from '@corp/shared/i18n';
import type { CountryNamesLanguage, Locale, LocaleCountries } from '@corp/shared/i18n';
import { defaultCountries, parseCountry } from 'react-international-phone';
import type { CountryData, ParsedCountry } from 'react-international-phone';

const cache = new Map<Locale, readonly CountryData[]>();

/**
 * Countries with a calling code that ISO 3166-1 (our country list) lacks: their name in each list's
 * language and the country it goes before in that language's collation (kept as data, as the
 * lists' order is: the test checks it against `Intl.Collator`).
 */
const unlistedCountries: Readonly<
  Record<string, Readonly<Record<CountryNamesLanguage, readonly [name: string, before: string]>>>
> = {
  xk: {
    en: ['Kosovo', 'KW'],
    ru: ['Косово', 'CR'],
    de: ['Kosovo', 'HR'],
    kk: ['Косово', 'CR'],
  },
};

/**
 * react-international-phone's countries (names, ISO codes, dial codes) with names from our
 * country list of the page's language, sorted by name: in the country list's order, which is the
 * locale's collation order (its tests check it), so the form does not sort with `Intl.Collator`
 * on a phone (the collator's first use is a long task). A country the list lacks (Kosovo) goes
 * where `unlistedCountries` puts it. `countries` are the locale's (`useCountryNames`).
 */
export function phoneCountries(locale: Locale, countries: LocaleCountries): readonly CountryData[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const position = new Map<string, number>(
    countries.list.map((country, index) => [country.code, index]),
  );
  const named: CountryData[] = [];
  const unlisted: { country: CountryData; before: string | undefined }[] = [];
  for (const data of defaultCountries) {
    const [libraryName, ...rest] = data;
    const listed = countries.name(rest[0]);
    if (listed !== undefined) {
      named.push([listed, ...rest] as CountryData);
      continue;
    }
    const [name, before] = unlistedCountries[rest[0]]?.[collationByLocale[locale]] ?? [
      libraryName,
      undefined,
    ];
    unlisted.push({ country: [name, ...rest] as CountryData, before });
  }
  const rank = (data: CountryData) => position.get(data[1].toUpperCase()) ?? 0;
  named.sort((a, b) => rank(a) - rank(b));
  for (const { country, before } of unlisted) {
    const at = named.findIndex((other) => other[1].toUpperCase() === before);
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
