import { defineNamespace, namespaceText } from '@corp/shared/i18n';
import type { FeatureTranslate, TextKey } from '@corp/shared/i18n';
import type en from '../locales/en.json';

export const COMPANY_NAMESPACE = 'company';

/**
 * The company pages' own texts (namespace `company`): English types the keys; Russian is
 * complete, German covers the two German pages (index, about) and falls back to English, Kazakh
 * falls back to Russian. Each locale is a chunk of its own, loaded only by pages in (or falling
 * back to) it. The press kit galleries' texts are a namespace of their own (`galleries`).
 */
export const useCompanyTexts = defineNamespace<typeof en>(COMPANY_NAMESPACE, {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
  de: () => import('../locales/de.json'),
});

export type CompanyTranslate = FeatureTranslate<typeof en>;
export type CompanyTextKey = TextKey<typeof en>;

/** A company text outside React (a loader's SEO fallback, on the server). */
export const companyText = namespaceText<CompanyTextKey>(COMPANY_NAMESPACE);

export type { PageAnchor } from '@corp/shared/page-parts';
