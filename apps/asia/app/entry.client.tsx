// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router, once the page has painted (ADR 0021, ADR 0032).
//
// The Asia site's interactive parts (ADR 0032): its header (language switch, request button),
// footer, request buttons, products slider and modal host, and the layout's cookie alert, back-to-top and
// analytics.
import { hydrateIslands } from '@corp/shared/document/islands';
import { modalIslands } from '@corp/shared/forms/islands';
import { layoutIslands } from '@corp/shared/layout/islands';
import { asiaIslands } from '@corp/sites/asia/feature-layout/islands';
import { ProductsBlock } from '@corp/shared/ui';

hydrateIslands({
  ...layoutIslands,
  ...modalIslands,
  ...asiaIslands,
  'products-block': ProductsBlock,
});
