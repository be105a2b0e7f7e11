import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import type en from '../locales/en.json';

/**
 * The page parts' own texts (namespace `page-parts`): English types the keys, German falls back
 * to English and Kazakh to Russian.
 */
export const usePageTexts = defineNamespace<typeof en>('page-parts', {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
  de: () => import('../locales/de.json'),
});

export type PageTranslate = FeatureTranslate<typeof en>;

/** One entry of the side menu or the header's section menu: a section's anchor and its title. */
export interface PageAnchor {
  id: string;
  label: string;
}
