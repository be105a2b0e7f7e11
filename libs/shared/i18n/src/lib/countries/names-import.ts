// What the first load of a page carries of the country names: which names file a locale reads
// and how to import it. The names, their lists and the forms' hook (`country-names.ts`) load with
// a form.
import { localeOfLanguageTag } from '../locales';
import type { Locale } from '../locales';
import type { CountryNames } from './country-names';

/**
 * The names a locale uses (spec §3: de reuses the English names, kz the Russian ones), and the
 * collation they are kept in.
 */
export const collationByLocale: Readonly<Record<Locale, 'en' | 'ru'>> = {
  en: 'en',
  de: 'en',
  ru: 'ru',
  kz: 'ru',
};

/** Each names file, in a chunk of its own (about 3 kB gzip). */
export const importCountryNames: Readonly<Record<'en' | 'ru', () => Promise<CountryNames>>> = {
  en: () => import('./names.en').then((module) => module.countryNamesEn),
  ru: () => import('./names.ru').then((module) => module.countryNamesRu),
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
