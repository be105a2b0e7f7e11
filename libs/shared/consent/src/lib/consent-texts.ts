import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import type en from './locales/en.json';

export type ConsentTexts = typeof en;
export type ConsentTranslate = FeatureTranslate<ConsentTexts>;

/** The cookie alert's texts (namespace `consent`; de → en, kz → ru). */
export const useConsentTexts = defineNamespace<typeof en>('consent', {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
  de: () => import('./locales/de.json'),
  kz: () => import('./locales/kz.json'),
});
