// The interactive parts of the main site's products pages (ADR 0032), by the names their `Island`s
// give, for the main app's islands entry. Nothing here imports React Router.
import { BrochurePopup } from './lib/BrochurePopup/BrochurePopup';
import { ProductHubCatalog } from './lib/ProductHubPage/ProductHubCatalog';
import { ProductFaq } from './lib/ProductPage/ProductFaq';

export const productsIslands = {
  'products-brochure-popup': BrochurePopup,
  'products-faq': ProductFaq,
  'products-hub-catalog': ProductHubCatalog,
} as const;
