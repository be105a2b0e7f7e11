import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import type en from '../locales/en.json';

/** The digital-landing layout's own texts (namespace `courseLanding`); Kazakh falls back to Russian. */
export const useLandingTexts = defineNamespace<typeof en>('courseLanding', {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
});

export type LandingTranslate = FeatureTranslate<typeof en>;
