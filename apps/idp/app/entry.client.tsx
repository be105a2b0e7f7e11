// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router (ADR 0032); a module script, it never holds up the paint (ADR 0021).
//
// The idp host's interactive parts (ADR 0032): the main site's header (Russian-DIP layout),
// side menu, footer with its form and modal host, the page's "learn more" buttons, questions and
// products slider, and the layout's cookie alert, back-to-top, notifications and analytics.
import { hydrateIslands, lazyPart } from '@corp/shared/document/islands';
import { modalIslands } from '@corp/shared/forms/islands';
import { footerIslands } from '@corp/shared/forms/main-islands';
import { layoutIslands } from '@corp/shared/layout/islands';
import { mainLayoutIslands } from '@corp/shared/layout/main-islands';
import { idpIslands } from '@corp/sites/idp/feature-page/islands';

hydrateIslands({
  ...layoutIslands,
  ...mainLayoutIslands,
  ...modalIslands,
  ...footerIslands,
  ...idpIslands,
  'products-block': lazyPart(() =>
    import('@corp/shared/ui/products-block').then((module) => module.ProductsBlock),
  ),
});
