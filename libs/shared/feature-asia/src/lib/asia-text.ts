import { createTranslator } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import en from '../locales/en.json';
import kz from '../locales/kz.json';
import ru from '../locales/ru.json';
import type { AsiaTextKey } from './asia-texts';
import { ASIA_NAMESPACE } from './asia-texts';

const translators = new Map<Locale, ReturnType<typeof createTranslator>>();

/**
 * An Asia page text outside React (a loader's SEO fallback, on the server), with the same
 * fallbacks. Its own module, which no browser code imports, so the browser bundle keeps only the
 * hook's per-locale chunks.
 */
export function asiaText(locale: Locale, key: AsiaTextKey): string {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({
      locale,
      resources: {
        en: { [ASIA_NAMESPACE]: en },
        ru: { [ASIA_NAMESPACE]: ru },
        kz: { [ASIA_NAMESPACE]: kz },
      },
      namespaces: [ASIA_NAMESPACE],
    });
    translators.set(locale, translate);
  }
  return translate(key);
}
