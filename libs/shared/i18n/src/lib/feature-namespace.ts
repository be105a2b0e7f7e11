import { useTranslation } from 'react-i18next';
import { addNamespace, loadTexts, siteI18n } from './create-i18n';
import type { Locale } from './locales';

/** `{ a: { b: 'x' }, c: 'y' }` → `'a.b' | 'c'`: the keys a feature's English file defines. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? K
      : T[K] extends Record<string, unknown>
        ? `${K}.${TextKey<T[K]>}`
        : never;
}[keyof T & string];

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * A locale's texts of a feature: a dynamic import of its JSON file,
 * `() => import('../locales/ru.json')`, which the bundler turns into a chunk that only pages in
 * that locale (or falling back to it) load, or the object itself.
 */
export type FeatureTexts<T> = DeepPartial<T> | (() => Promise<{ default: DeepPartial<T> }>);

/** A locale's texts that hold every key: the object, or a dynamic import of its file. */
type CompleteTexts<T> = T | (() => Promise<{ default: T }>);

/**
 * A feature's texts: English types the keys; Russian holds every one of them too (a Russian or
 * Kazakh page loads no English to fall back to); German and Kazakh may leave keys out.
 */
export type FeatureResources<T> = { en: CompleteTexts<T>; ru: CompleteTexts<T> } & Partial<
  Record<'de' | 'kz', FeatureTexts<T>>
>;

export type FeatureTranslate<T> = (key: TextKey<T>, options?: Record<string, unknown>) => string;

/**
 * A namespace owned by one feature (a page, the footer form …), kept in the feature's own
 * folder:
 *
 *   import type en from '../locales/en.json';
 *   const useTexts = defineNamespace<typeof en>('presskit', {
 *     en: () => import('../locales/en.json'),
 *     ru: () => import('../locales/ru.json'),
 *     kz: () => import('../locales/kz.json'),
 *   });
 *   const t = useTexts(); t('gallery.title');
 *
 * English types the keys; every locale, English too, loads through i18next's backend only on
 * pages that need it (a Russian page loads no English): `loadTexts(locale)` loads
 * them before the page renders or hydrates, and a feature first rendered later (a page reached by
 * navigation) suspends (react-i18next's `useTranslation`) until its texts are in. The fallbacks
 * (kz → ru, de → en) apply as for the shared namespaces: Russian must be complete (the
 * locale-files tests hold every feature's Russian file to its English one).
 */
export function defineNamespace<T extends Record<string, unknown>>(
  namespace: string,
  texts: FeatureResources<T>,
): () => FeatureTranslate<T> {
  addNamespace(namespace, texts as Parameters<typeof addNamespace>[1]);
  return function useFeatureTexts() {
    return useTranslation(namespace as never).t as unknown as FeatureTranslate<T>;
  };
}

/**
 * A feature's texts outside React (a loader's SEO fallback, on the server), from the same
 * namespace and with the same fallbacks as its hook, once the locale's texts are in.
 */
export function namespaceText<K extends string>(
  namespace: string,
): (locale: Locale, key: K, options?: Record<string, unknown>) => Promise<string> {
  return async (locale, key, options) => {
    await loadTexts(locale);
    const t = siteI18n().getFixedT(locale, namespace as never) as unknown as (
      key: string,
      options?: Record<string, unknown>,
    ) => string;
    return t(key, options);
  };
}
