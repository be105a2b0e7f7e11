import { use } from 'react';
import type { Locale } from '../locales';
import type { IsoCountryCode } from './codes';
import { collationByLocale, importCountryNames } from './names-import';
import type { CountryNamesLanguage } from './names-import';

export { collationByLocale, preloadDocumentCountryNames } from './names-import';
export type { CountryNamesLanguage } from './names-import';

export type CountryNames = Readonly<Record<IsoCountryCode, string>>;

export interface Country {
  /** ISO 3166-1 alpha-2, upper case (`KZ`). */
  code: IsoCountryCode;
  name: string;
}

/** A locale's countries: the list a select shows and the name of a code. */
export interface LocaleCountries {
  /** Every ISO 3166-1 country, sorted by its name (the names' own order). */
  list: readonly Readonly<Country>[];
  /** The name of a country; the code is matched case-insensitively, unknown codes give undefined. */
  name(code: string): string | undefined;
}

/** The countries of a names file (kept in its locale's collation order, which the tests check). */
export function countriesOf(names: CountryNames): LocaleCountries {
  const list = Object.freeze(
    (Object.entries(names) as [IsoCountryCode, string][]).map(([code, name]) =>
      Object.freeze({ code, name }),
    ),
  );
  return {
    list,
    name: (code) => {
      const upper = code.toUpperCase();
      return Object.hasOwn(names, upper) ? names[upper as IsoCountryCode] : undefined;
    },
  };
}

/** A promise React's `use` reads at once when it has settled (React's thenable fields). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
  /** A render suspended on it: every later render `use`s it too (see useCountryNames). */
  waited?: boolean;
};

const loading = new Map<CountryNamesLanguage, TrackedPromise<LocaleCountries>>();

/**
 * The countries of `locale`, loaded on demand: a form carries the names of its page's language
 * only (issue 17), in a chunk of about 3 kB gzip. One load per names file for the life of the
 * page; a failed load (offline, a chunk gone after a deploy) is tried again on the next call.
 */
export function loadCountryNames(locale: Locale): Promise<LocaleCountries> {
  const key = collationByLocale[locale];
  const started = loading.get(key);
  if (started) return started;
  const promise: TrackedPromise<LocaleCountries> = importCountryNames[key]().then(countriesOf);
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      loading.delete(key);
    },
  );
  loading.set(key, promise);
  return promise;
}

/**
 * The countries of `locale` for a component: it suspends (React `use`) until the names are in,
 * then renders with them at once on every later render. For the forms, which load after the
 * page; a server-rendered page uses the synchronous `countryName` / `countryList`.
 *
 * Names that were in before any render needed them are returned without `use`
 * (React's `act()` in tests treats any `use` as work to await); once a render has waited, every
 * later one `use`s the settled promise, so that React's replay of the suspended render sees the
 * same calls.
 */
export function useCountryNames(locale: Locale): LocaleCountries {
  const promise = loadCountryNames(locale) as TrackedPromise<LocaleCountries>;
  if (promise.status === 'fulfilled' && !promise.waited && promise.value) return promise.value;
  promise.waited = true;
  return use(promise as Promise<LocaleCountries>);
}
