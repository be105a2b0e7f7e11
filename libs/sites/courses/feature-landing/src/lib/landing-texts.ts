import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import en from '../locales/en.json';

/** The digital-landing layout's own texts (namespace `courseLanding`); Kazakh falls back to Russian. */
export const useLandingTexts = defineNamespace('courseLanding', {
  en,
  ru: () => import('../locales/ru.json'),
});

export type LandingTranslate = FeatureTranslate<typeof en>;
