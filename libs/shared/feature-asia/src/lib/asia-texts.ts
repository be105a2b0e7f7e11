import { createTranslator, defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate, Locale, TextKey } from '@corp/shared/i18n';
import en from '../locales/en.json';
import kz from '../locales/kz.json';
import ru from '../locales/ru.json';

const NAMESPACE = 'asia';

/**
 * The Asia page's own texts (namespace `asia`): English types the keys; Russian and Kazakh are
 * complete (the page exists in ru and kz only, spec §2.1).
 */
export const useAsiaTexts = defineNamespace(NAMESPACE, { en, ru, kz });

export type AsiaTranslate = FeatureTranslate<typeof en>;
export type AsiaTextKey = TextKey<typeof en>;

const translators = new Map<Locale, ReturnType<typeof createTranslator>>();

/** An Asia page text outside React (a loader's SEO fallback), with the same fallbacks. */
export function asiaText(locale: Locale, key: AsiaTextKey): string {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({
      locale,
      resources: { en: { [NAMESPACE]: en }, ru: { [NAMESPACE]: ru }, kz: { [NAMESPACE]: kz } },
      namespaces: [NAMESPACE],
    });
    translators.set(locale, translate);
  }
  return translate(key);
}
