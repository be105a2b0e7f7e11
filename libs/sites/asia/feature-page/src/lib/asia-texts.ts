import { defineNamespace, namespaceText } from '@corp/shared/i18n';
import type { FeatureTranslate, TextKey } from '@corp/shared/i18n';
import type en from '../locales/en.json';

export const ASIA_NAMESPACE = 'asia';

/**
 * The Asia page's own texts (namespace `asia`): English types the keys; Russian and Kazakh are
 * complete (the page exists in ru and kz only, spec §2.1), each a chunk of its own: a page in kz
 * loads kz and ru (its fallback), one in ru only ru.
 */
export const useAsiaTexts = defineNamespace<typeof en>(ASIA_NAMESPACE, {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
  kz: () => import('../locales/kz.json'),
});

export type AsiaTranslate = FeatureTranslate<typeof en>;
export type AsiaTextKey = TextKey<typeof en>;

/** An Asia page text outside React (a loader's SEO fallback, on the server). */
export const asiaText = namespaceText<AsiaTextKey>(ASIA_NAMESPACE);
