import { createTranslator, defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate, Locale, TextKey } from '@corp/shared/i18n';
import de from '../locales/de.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

const NAMESPACE = 'company';

/**
 * The company pages' own texts (namespace `company`): English types the keys; Russian is
 * complete, German covers the two German pages (index, about) and falls back to English, Kazakh
 * falls back to Russian.
 */
export const useCompanyTexts = defineNamespace(NAMESPACE, { en, ru, de });

export type CompanyTranslate = FeatureTranslate<typeof en>;
export type CompanyTextKey = TextKey<typeof en>;

const translators = new Map<Locale, ReturnType<typeof createTranslator>>();

/**
 * A company text outside React (a loader's SEO fallback), with the same fallbacks as the hook.
 */
export function companyText(
  locale: Locale,
  key: CompanyTextKey,
  options?: Record<string, unknown>,
): string {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({
      locale,
      resources: { en: { [NAMESPACE]: en }, ru: { [NAMESPACE]: ru }, de: { [NAMESPACE]: de } },
      namespaces: [NAMESPACE],
    });
    translators.set(locale, translate);
  }
  return translate(key, options);
}

export type { PageAnchor } from '@corp/shared/page-parts';
