import { namespaceText } from '@corp/shared/i18n';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import type { ProductsTextKey } from './products-texts';
import { PRODUCTS_NAMESPACE } from './products-texts';

/**
 * One text outside React (a loader's SEO fallback, on the server): the same files and fallbacks
 * as the hook (de → en, kz → ru → en). Its own module, which no browser code imports, so the
 * browser bundle keeps only the hook's per-locale chunks.
 */
export const productsText = namespaceText<ProductsTextKey>(PRODUCTS_NAMESPACE, { de, en, ru });
