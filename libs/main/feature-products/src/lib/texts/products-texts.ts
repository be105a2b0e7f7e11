import type { Locale, TextKey } from '@corp/shared/i18n';
import { createTranslator, defineNamespace } from '@corp/shared/i18n';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';

/** The namespace of the product hub, the product pages and the industry pages. */
export const PRODUCTS_NAMESPACE = 'main-products';

export type ProductsTextKey = TextKey<typeof en>;

/** The feature's texts inside a page: `const t = useProductsTexts(); t('cta.title')`. */
export const useProductsTexts = defineNamespace(PRODUCTS_NAMESPACE, { en, ru, de });

const translators = new Map<Locale, (key: string, options?: Record<string, unknown>) => string>();

/**
 * One text outside React (a loader's SEO fallback): the same files and fallbacks as the hook
 * (de → en, kz → ru → en).
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
