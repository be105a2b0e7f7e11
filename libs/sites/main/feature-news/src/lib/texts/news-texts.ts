import { defineNamespace, namespaceText } from '@corp/shared/i18n';
import type { TextKey } from '@corp/shared/i18n';
import en from '../../locales/en.json';

/**
 * The texts of the media, podcasts, webinars, events and cases pages (kz → ru, de → en): English
 * in the bundle, Russian a chunk that only pages in ru and kz load.
 */
export const useNewsTexts = defineNamespace('news', {
  en,
  ru: () => import('../../locales/ru.json'),
});

export type NewsTextKey = TextKey<typeof en>;

/** A news text outside React (a loader's SEO fallback, a calendar file, on the server). */
export const newsText = namespaceText<NewsTextKey>('news');
