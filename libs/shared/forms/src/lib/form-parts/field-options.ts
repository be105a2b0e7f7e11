import type { FormIndustry } from '@corp/shared/contracts';
import { useCountryNames } from '@corp/shared/i18n';
import type { Locale, LocaleCountries } from '@corp/shared/i18n';
import { useMemo } from 'react';

export interface FieldOption {
  value: string;
  label: string;
}

/** The industry select's options: the API's list (the value is the industry's id). */
export function useIndustryOptions(industries: readonly FormIndustry[] | undefined): FieldOption[] {
  return useMemo(
    () => (industries ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    [industries],
  );
}

/**
 * The country select's options, in the page's language, and the names they stand for (a lead
 * sends its country by name). Suspends until the country names are in (their own chunk, issue 17).
 */
export function useCountryOptions(locale: Locale): {
  countries: LocaleCountries;
  countryOptions: FieldOption[];
} {
  const countries = useCountryNames(locale);
  const countryOptions = useMemo(
    () => countries.list.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );
  return { countries, countryOptions };
}
