import { defineNamespace, namespaceText } from '@corp/shared/i18n';
import type { FeatureTranslate, TextKey } from '@corp/shared/i18n';
import type en from '../locales/en.json';

export const COURSES_NAMESPACE = 'courses';

/**
 * The course pages' own texts (namespace `courses`), the same on the main site and on the
 * course landings: English types the keys, German falls back to English, Kazakh to Russian.
 * Russian is a chunk that only pages in ru and kz load.
 */
export const useCourseTexts = defineNamespace<typeof en>(COURSES_NAMESPACE, {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
});

export type CourseTranslate = FeatureTranslate<typeof en>;
export type CourseTextKey = TextKey<typeof en>;

/** A course text outside React (a loader's SEO fallback, on the server). */
export const courseText = namespaceText<CourseTextKey>(COURSES_NAMESPACE);
