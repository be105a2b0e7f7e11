import { useTranslation } from 'react-i18next';
import type { Locale } from './locales';
import { fallbackChain, isLocale, locales } from './locales';
import type { TextSource } from './text-registry';
import { registerTexts } from './text-registry';
import { useTextsIn } from './use-texts-in';

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
 * locales load only on pages that need them: `loadTexts(locale)` loads them before the page
 * renders or hydrates, and a feature first rendered later (a page reached by navigation)
 * suspends until its texts are in. The bundle joins the page's i18next instance the first time
 * the feature renders, so a page carries only the namespaces its features use, and the fallbacks
 * (kz → ru, de → en) apply as for the shared namespaces.
 */
export function defineNamespace<T extends Record<string, unknown>>(
  namespace: string,
  resources: FeatureResources<T>,
): () => FeatureTranslate<T> {
  const sources: Partial<Record<Locale, TextSource>> = {};
  for (const locale of locales) {
    const texts = resources[locale] as FeatureTexts<T> | T | undefined;
    if (!texts) continue;
    sources[locale] =
      typeof texts === 'function'
        ? () =>
            texts().then((module) => ({ [namespace]: module.default as Record<string, unknown> }))
        : { [namespace]: texts as Record<string, unknown> };
  }
  const entry = registerTexts(sources);
  return function useFeatureTexts() {
    const { i18n } = useTranslation();
    const language = isLocale(i18n.language) ? i18n.language : 'en';
    useTextsIn([entry], language, namespace);
    // The page's locale and its fallbacks only; i18next keeps the bundle as it is (no deep copy
    // per render: nothing writes into a bundle, `addResourceBundle` without `deep` copies the
    // top level it changes).
    for (const locale of [language, ...fallbackChain[language]]) {
      const bundle = entry.packs[locale]?.[namespace];
      if (bundle && !i18n.hasResourceBundle(locale, namespace))
        i18n.addResourceBundle(locale, namespace, bundle, false, false, {
          silent: false,
          skipCopy: true,
        });
    }
    const { t } = useTranslation(namespace as never);
    return t as unknown as FeatureTranslate<T>;
  };
}
