import { createTranslator } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import type { CourseTextKey } from './course-texts';
import { COURSES_NAMESPACE } from './course-texts';

const translators = new Map<Locale, ReturnType<typeof createTranslator>>();

/**
 * A course text outside React (a loader's SEO fallback, on the server), with the same fallbacks
 * as the hook. Its own module, which no browser code imports, so the browser bundle keeps only
 * the hook's per-locale chunks.
 */
export function courseText(
  locale: Locale,
  key: CourseTextKey,
  options?: Record<string, unknown>,
): string {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({
      locale,
      resources: { en: { [COURSES_NAMESPACE]: en }, ru: { [COURSES_NAMESPACE]: ru } },
      namespaces: [COURSES_NAMESPACE],
    });
    translators.set(locale, translate);
  }
  return translate(key, options);
}
