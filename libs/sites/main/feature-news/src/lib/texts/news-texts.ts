import { defineNamespace, namespaceText } from '@corp/shared/i18n';
import type { TextKey } from '@corp/shared/i18n';
import type en from '../../locales/en.json';

/**
 * The texts of the media, podcasts, webinars, events and cases pages (kz → ru, de → en): each
 * locale a chunk that only pages in it (or falling back to it) load.
 */
export const useNewsTexts = defineNamespace<typeof en>('news', {
  en: () => import('../../locales/en.json'),
  ru: () => import('../../locales/ru.json'),
});

export type NewsTextKey = TextKey<typeof en>;

/** A news text outside React (a loader's SEO fallback, a calendar file, on the server). */
export const newsText = namespaceText<NewsTextKey>('news');
