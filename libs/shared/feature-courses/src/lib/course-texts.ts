import { createTranslator, defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate, Locale, TextKey } from '@corp/shared/i18n';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

const NAMESPACE = 'courses';

/**
 * The course pages' own texts (namespace `courses`), the same on the main site and on the
 * course landings: English types the keys, German falls back to English, Kazakh to Russian.
 */
export const useCourseTexts = defineNamespace(NAMESPACE, { en, ru });

export type CourseTranslate = FeatureTranslate<typeof en>;
export type CourseTextKey = TextKey<typeof en>;

const translators = new Map<Locale, ReturnType<typeof createTranslator>>();

/** A course text outside React (a loader's SEO fallback), with the same fallbacks as the hook. */
export function courseText(
  locale: Locale,
  key: CourseTextKey,
  options?: Record<string, unknown>,
): string {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({
      locale,
      resources: { en: { [NAMESPACE]: en }, ru: { [NAMESPACE]: ru } },
      namespaces: [NAMESPACE],
    });
    translators.set(locale, translate);
  }
  return translate(key, options);
}
