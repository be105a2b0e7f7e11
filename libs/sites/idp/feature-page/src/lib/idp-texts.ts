import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import type en from '../locales/en.json';

/** The idp page's own texts (namespace `idp`): English types the keys; Kazakh falls back to ru. */
export const useIdpTexts = defineNamespace<typeof en>('idp', {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
});

export type IdpTranslate = FeatureTranslate<typeof en>;
