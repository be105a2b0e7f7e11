import { useTranslation } from 'react-i18next';
import type { Locale } from './locales';
import { locales } from './locales';

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

/** A feature's texts: English complete (it types the keys), other locales may leave keys out. */
export type FeatureResources<T> = { en: T } & Partial<
  Record<Exclude<Locale, 'en'>, DeepPartial<T>>
>;

export type FeatureTranslate<T> = (key: TextKey<T>, options?: Record<string, unknown>) => string;

/**
 * A namespace owned by one feature (a page, the footer form …), kept in the feature's own
 * folder: `const useTexts = defineNamespace('presskit', { en, ru, de, kz })`, then
 * `const t = useTexts(); t('gallery.title')`. The bundle joins the page's i18next instance the
 * first time the feature renders, so a page carries only the namespaces its features use, and
 * the fallbacks (kz → ru, de → en) apply as for the shared namespaces.
 */
export function defineNamespace<T extends Record<string, unknown>>(
  namespace: string,
  resources: FeatureResources<T>,
): () => FeatureTranslate<T> {
  return function useFeatureTexts() {
    const { i18n } = useTranslation();
    for (const locale of locales) {
      const bundle = resources[locale];
      if (bundle && !i18n.hasResourceBundle(locale, namespace))
        i18n.addResourceBundle(locale, namespace, bundle);
    }
    const { t } = useTranslation(namespace as never);
    return t as unknown as FeatureTranslate<T>;
  };
}
