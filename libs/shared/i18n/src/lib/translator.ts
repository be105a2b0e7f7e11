import { createInstance } from 'i18next';
import type { Resource } from 'i18next';
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
/**
 * A translate function over resources the caller brings (a feature's own files), so its keys
 * are not the shared namespaces' typed keys.
 */
export type LooseTranslate = (key: string, options?: Record<string, unknown>) => unknown;

export function createTranslator({
  locale,
  resources,
  namespaces,
}: TranslatorOptions): (key: string, options?: Record<string, unknown>) => string {
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
  const t = instance.t as unknown as LooseTranslate;
  return (key, options) => t(key, options) as string;
}
