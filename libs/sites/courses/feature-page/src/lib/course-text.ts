import { namespaceText } from '@corp/shared/i18n';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import type { CourseTextKey } from './course-texts';
import { COURSES_NAMESPACE } from './course-texts';

/**
 * A course text outside React (a loader's SEO fallback, on the server), with the same fallbacks
 * as the hook. Its own module, which no browser code imports, so the browser bundle keeps only
 * the hook's per-locale chunks.
 */
export const courseText = namespaceText<CourseTextKey>(COURSES_NAMESPACE, { en, ru });
