import { createTranslator } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import de from '../locales/de.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import type { CompanyTextKey } from './company-texts';
import { COMPANY_NAMESPACE } from './company-texts';

const translators = new Map<Locale, ReturnType<typeof createTranslator>>();

/**
 * A company text outside React (a loader's SEO fallback, on the server), with the same files and
 * fallbacks as the hook. Its own module, which no browser code imports, so the browser bundle
 * keeps only the hook's per-locale chunks.
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
      resources: {
        en: { [COMPANY_NAMESPACE]: en },
        ru: { [COMPANY_NAMESPACE]: ru },
        de: { [COMPANY_NAMESPACE]: de },
      },
      namespaces: [COMPANY_NAMESPACE],
    });
    translators.set(locale, translate);
  }
  return translate(key, options);
}
