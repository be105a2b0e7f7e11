import type { TextKey } from '@corp/shared/i18n';
import { defineNamespace, namespaceText } from '@corp/shared/i18n';
import type en from '../../locales/en.json';

/** The namespace of the product hub, the product pages and the industry pages. */
export const PRODUCTS_NAMESPACE = 'main-products';

export type ProductsTextKey = TextKey<typeof en>;

/**
 * The feature's texts inside a page: `const t = useProductsTexts(); t('cta.title')`. Each
 * locale is a chunk that only pages in (or falling back to) it load.
 */
export const useProductsTexts = defineNamespace<typeof en>(PRODUCTS_NAMESPACE, {
  en: () => import('../../locales/en.json'),
  ru: () => import('../../locales/ru.json'),
  de: () => import('../../locales/de.json'),
});

/** A products text outside React (a loader's SEO fallback, on the server). */
export const productsText = namespaceText<ProductsTextKey>(PRODUCTS_NAMESPACE);
