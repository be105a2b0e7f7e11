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
 * A locale's texts of a feature: the object itself, or (for every locale but English) a dynamic
 * import of its JSON file, `() => import('../locales/ru.json')`, which the bundler turns into a
 * chunk that only pages in that locale (or falling back to it) load.
 */
export type FeatureTexts<T> = DeepPartial<T> | (() => Promise<{ default: DeepPartial<T> }>);

/** A feature's texts: English complete (it types the keys), other locales may leave keys out. */
export type FeatureResources<T> = { en: T } & Partial<
  Record<Exclude<Locale, 'en'>, FeatureTexts<T>>
>;

export type FeatureTranslate<T> = (key: TextKey<T>, options?: Record<string, unknown>) => string;

/**
 * A namespace owned by one feature (a page, the footer form …), kept in the feature's own
 * folder:
 *
 *   const useTexts = defineNamespace('presskit', {
 *     en,
 *     ru: () => import('../locales/ru.json'),
 *     kz: () => import('../locales/kz.json'),
 *   });
 *   const t = useTexts(); t('gallery.title');
 *
 * English is in the bundle (it types the keys and is every locale's last fallback); the other
 * locales load through i18next's backend only on pages that need them: `loadTexts(locale)` loads
 * them before the page renders or hydrates, and a feature first rendered later (a page reached by
 * navigation) suspends (react-i18next's `useTranslation`) until its texts are in. The fallbacks
 * (kz → ru → en, de → en) apply as for the shared namespaces.
 */
export function defineNamespace<T extends Record<string, unknown>>(
  namespace: string,
  { en, ...others }: FeatureResources<T>,
): () => FeatureTranslate<T> {
  addNamespace(namespace, en, others);
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
