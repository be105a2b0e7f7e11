// The main site's interactive parts on the pages its routes serve as islands (ADR 0032): the
// header, side menu, footer with its form, modal host and modal buttons, a course's programme,
// the products slider, and the layout's cookie alert, back-to-top, notifications and analytics.
import { hydrateIslands } from '@corp/shared/document/islands';
import { modalIslands } from '@corp/shared/forms/islands';
import { footerIslands } from '@corp/shared/forms/main-islands';
import { layoutIslands } from '@corp/shared/layout/islands';
import { mainLayoutIslands } from '@corp/shared/layout/main-islands';
import { ProductsBlock } from '@corp/shared/ui';
import { CourseProgram } from '@corp/sites/courses/feature-page/islands';
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
  'course-program': CourseProgram,
  'products-block': ProductsBlock,
});
