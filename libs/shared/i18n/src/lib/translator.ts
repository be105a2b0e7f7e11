import { createInstance } from 'i18next';
import type { Resource, TFunction } from 'i18next';
import type { Locale } from './locales';
import { fallbackChain } from './locales';

export interface TranslatorOptions {
  locale: Locale;
  /** `{ [locale]: { [namespace]: { key: text } } }` */
  resources: Resource;
  namespaces: readonly string[];
}

/**
 * A fresh i18next instance per call: on the server every request gets its own, so one
 * visitor's language never leaks into another's response. Initialised synchronously because
 * the resources are already in memory.
 */
export function createTranslator({ locale, resources, namespaces }: TranslatorOptions): TFunction {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    resources,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    fallbackLng: { ...fallbackChain, default: ['en'] } as unknown as string[],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance.t;
}
