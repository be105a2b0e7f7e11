import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import type en from '../locales/en.json';

/** The techpod page's own texts (namespace `techpod`): English types the keys. */
export const useTechpodTexts = defineNamespace<typeof en>('techpod', {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
});

export type TechpodTranslate = FeatureTranslate<typeof en>;
