import { countryName } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { defaultCountries, parseCountry } from 'react-international-phone';
import type { CountryData, ParsedCountry } from 'react-international-phone';

/** The collation each locale's names sort by: the country list is Russian for ru and kz. */
const collation: Record<Locale, string> = { en: 'en', de: 'en', ru: 'ru', kz: 'ru' };

const cache = new Map<Locale, readonly CountryData[]>();

/**
 * Calling code +7: the library ranks Kazakhstan first, so a pasted or typed `+7 916…` showed
 * Kazakhstan's flag. Russia is the main country of +7 (as in libphonenumber); Kazakhstan's
 * numbers are the ones starting 33 or 7 after it (libphonenumber's KZ leading digits).
 */
const callingCodeFixes: Partial<Record<string, (data: CountryData) => CountryData>> = {
  ru: ([name, iso2, dialCode, format]) => [name, iso2, dialCode, format ?? '', 0],
  kz: ([name, iso2, dialCode, format]) => [name, iso2, dialCode, format ?? '', 1, ['33', '7']],
};

/**
 * react-international-phone's countries (dial codes, masks, area codes) with names from our
 * country list (spec §3: de uses the English names, kz the Russian ones), sorted by name.
 */
export function phoneCountries(locale: Locale): readonly CountryData[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(collation[locale], { sensitivity: 'base' });
  const list = defaultCountries
    .map((data): CountryData => {
      const [libraryName, ...rest] = data;
      const named = [countryName(rest[0], locale) ?? libraryName, ...rest] as CountryData;
      return callingCodeFixes[named[1]]?.(named) ?? named;
    })
    .sort((a, b) => collator.compare(a[0], b[0]));
  cache.set(locale, list);
  return list;
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
