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

/**
 * A feature's texts outside React (a loader's SEO fallback, on the server), with the same files
 * and fallbacks as its hook: one translator per locale, made on first use. Keep the call in a
 * module of its own that no browser code imports, so the browser bundle keeps only the hook's
 * per-locale chunks.
 */
export function namespaceText<K extends string>(
  namespace: string,
  files: Partial<Record<Locale, Record<string, unknown>>>,
): (locale: Locale, key: K, options?: Record<string, unknown>) => string {
  const resources: Resource = Object.fromEntries(
    Object.entries(files).map(([locale, texts]) => [locale, { [namespace]: texts }]),
  );
  const translators = new Map<Locale, (key: string, options?: Record<string, unknown>) => string>();
  return (locale, key, options) => {
    let translate = translators.get(locale);
    if (!translate) {
      translate = createTranslator({ locale, resources, namespaces: [namespace] });
      translators.set(locale, translate);
    }
    return translate(key, options);
  };
}
