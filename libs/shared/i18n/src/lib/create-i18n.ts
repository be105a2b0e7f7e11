import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import type { Locale } from './locales';
import { fallbackChain } from './locales';
import { resources } from './resources';

/**
 * A fresh i18next instance: one per SSR request (a visitor's language never leaks into
 * another's response) and one in the browser. Synchronous, the resources are in memory.
 *
 * Each instance gets its own copy of the resources: i18next's store writes into the object it
 * is given (`addResource`, `removeResourceBundle`), and without the copy one request's
 * additions would reach every later request.
 */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    resources: structuredClone(resources),
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    fallbackLng: { ...fallbackChain, default: ['en'] } as unknown as string[],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
