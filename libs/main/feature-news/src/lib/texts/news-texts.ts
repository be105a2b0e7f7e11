import type { Locale } from '@corp/shared/i18n';
import { createTranslator, defineNamespace } from '@corp/shared/i18n';
import type { TextKey } from '@corp/shared/i18n';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';

/** The texts of the media, podcasts, webinars, events and cases pages (kz → ru, de → en). */
export const useNewsTexts = defineNamespace('news', { en, ru });

export type NewsTextKey = TextKey<typeof en>;

const resources = { en: { news: en }, ru: { news: ru } };
const translators = new Map<Locale, (key: string, options?: Record<string, unknown>) => string>();

/**
 * The same texts outside React (a loader's SEO fallback): one translator per locale for the life
 * of the process, since the texts never change.
 */
export function newsText(locale: Locale, key: NewsTextKey, options?: Record<string, unknown>) {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, resources, namespaces: ['news'] });
    translators.set(locale, t);
  }
  return t(key, options);
}
