import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import type en from './locales/en.json';

export type LayoutTexts = typeof en;
export type LayoutTranslate = FeatureTranslate<LayoutTexts>;

/** The texts of the header, footer and side menu (namespace `layout`; de → en, kz → ru). */
export const useLayoutTexts = defineNamespace<typeof en>('layout', {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
  de: () => import('./locales/de.json'),
  kz: () => import('./locales/kz.json'),
});
