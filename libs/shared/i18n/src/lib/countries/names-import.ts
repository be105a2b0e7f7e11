// What the first load of a page carries of the country names: which names file a locale reads
// and how to import it. The names, their lists and the forms' hook (`country-names.ts`) load with
// a form.
import { localeOfLanguageTag } from '../locales';
import type { Locale } from '../locales';
import type { CountryNames } from './country-names';

/** A names file: its language's BCP 47 tag, which is also the collation it is kept in. */
export type CountryNamesLanguage = 'en' | 'ru' | 'de' | 'kk';

/**
 * The names a locale uses, each in its own language (issue 42: spec §3 had de reuse the English
 * names and kz the Russian ones, and a German visitor picked "Germany"), and the collation they
 * are kept in.
 */
export const collationByLocale: Readonly<Record<Locale, CountryNamesLanguage>> = {
  en: 'en',
  de: 'de',
  ru: 'ru',
  kz: 'kk',
};

/** Each names file, in a chunk of its own (about 3 kB gzip). */
export const importCountryNames: Readonly<
  Record<CountryNamesLanguage, () => Promise<CountryNames>>
> = {
  en: () => import('./names.en').then((module) => module.countryNamesEn),
  ru: () => import('./names.ru').then((module) => module.countryNamesRu),
  de: () => import('./names.de').then((module) => module.countryNamesDe),
  kk: () => import('./names.kk').then((module) => module.countryNamesKk),
};

/**
 * Starts loading the country names of the document's language (`<html lang>`), for a form's
 * chunk that is being requested: the names then come in beside it, not one round trip after it
 * has run and rendered the form (`loadCountryNames` takes the same module). A failed load is left
 * to `loadCountryNames`, which reports and retries it. Does nothing outside a browser.
 */
export function preloadDocumentCountryNames(): void {
  if (typeof document === 'undefined') return;
  const file = collationByLocale[localeOfLanguageTag(document.documentElement.lang)];
  importCountryNames[file]().catch(() => undefined);
}
