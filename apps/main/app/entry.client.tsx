// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router (ADR 0032); a module script, it never holds up the paint (ADR 0021).
//
// The main site's interactive parts on its island pages (ADR 0032): the layout's on every page
// (header, side menu, footer form and buttons, modal host, cookie alert, back-to-top,
// notifications, progress bar, analytics), and the pages' own (filters, lists, galleries, the
// products slider, a course's programme …), each loaded only on a page that has it.
import { hydrateIslands, lazyPart } from '@corp/shared/document/islands';
import { modalIslands } from '@corp/shared/forms/islands';
import { footerIslands } from '@corp/shared/forms/main-islands';
import { layoutIslands } from '@corp/shared/layout/islands';
import { mainLayoutIslands } from '@corp/shared/layout/main-islands';
import { idpIslands } from '@corp/sites/idp/feature-page/islands';
import { companyIslands } from '@corp/sites/main/feature-company/islands';
import { newsIslands } from '@corp/sites/main/feature-news/islands';
import { productsIslands } from '@corp/sites/main/feature-products/islands';

hydrateIslands({
  ...layoutIslands,
  ...mainLayoutIslands,
  ...modalIslands,
  ...footerIslands,
  ...idpIslands,
  ...companyIslands,
  ...newsIslands,
  ...productsIslands,
  'course-program': lazyPart(() =>
    import('@corp/sites/courses/feature-page/islands').then((module) => module.CourseProgram),
  ),
  'products-block': lazyPart(() =>
    import('@corp/shared/ui/products-block').then((module) => module.ProductsBlock),
  ),
});
