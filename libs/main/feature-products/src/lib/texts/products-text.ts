import type { Locale } from '@corp/shared/i18n';
import { createTranslator } from '@corp/shared/i18n';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import type { ProductsTextKey } from './products-texts';
import { PRODUCTS_NAMESPACE } from './products-texts';

const translators = new Map<Locale, (key: string, options?: Record<string, unknown>) => string>();

/**
 * One text outside React (a loader's SEO fallback, on the server): the same files and fallbacks
 * as the hook (de → en, kz → ru → en). Its own module, which no browser code imports, so the
 * browser bundle keeps only the hook's per-locale chunks.
 */
export function productsText(
  locale: Locale,
  key: ProductsTextKey,
  options?: Record<string, unknown>,
): string {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({
      locale,
      resources: {
        en: { [PRODUCTS_NAMESPACE]: en },
        ru: { [PRODUCTS_NAMESPACE]: ru },
        de: { [PRODUCTS_NAMESPACE]: de },
      },
      namespaces: [PRODUCTS_NAMESPACE],
    });
    translators.set(locale, translate);
  }
  return translate(key, options);
}
