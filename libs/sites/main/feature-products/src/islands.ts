// The interactive parts of the main site's products pages (ADR 0032), by the names their `Island`s
// give, for the main app's islands entry: each loads only on a page that has it. Nothing here
// imports React Router.
import { lazyPart } from '@corp/shared/document/islands';

export const productsIslands = {
  'products-brochure-popup': lazyPart(() =>
    import('./lib/BrochurePopup/BrochurePopup').then((module) => module.BrochurePopup),
  ),
  'products-faq': lazyPart(() =>
    import('./lib/ProductPage/ProductFaq').then((module) => module.ProductFaq),
  ),
  'products-hub-catalog': lazyPart(() =>
    import('./lib/ProductHubPage/ProductHubCatalog').then((module) => module.ProductHubCatalog),
  ),
} as const;
