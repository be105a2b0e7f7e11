import type { Locale } from '@corp/shared/i18n';
import { createTranslator } from '@corp/shared/i18n';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import type { NewsTextKey } from './news-texts';

const resources = { en: { news: en }, ru: { news: ru } };
const translators = new Map<Locale, (key: string, options?: Record<string, unknown>) => string>();

/**
 * The news texts outside React (a loader's SEO fallback, on the server): one translator per
 * locale for the life of the process, since the texts never change. Its own module, which no
 * browser code imports, so the browser bundle keeps only the hook's per-locale chunks.
 */
export function newsText(locale: Locale, key: NewsTextKey, options?: Record<string, unknown>) {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, resources, namespaces: ['news'] });
    translators.set(locale, t);
  }
  return t(key, options);
}
