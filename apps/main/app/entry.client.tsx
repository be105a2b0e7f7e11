// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router (ADR 0032); a module script, it never holds up the paint (ADR 0021).
//
// The main site's interactive parts on its island pages (ADR 0032): the layout's on every page
// (header, side menu, footer form and buttons, modal host, cookie alert, back-to-top,
// notifications, progress bar, analytics), in this chunk; and the pages' own (filters, lists,
// galleries, the products slider, a course's programme …), each a module `<Part>.island.tsx`
// loaded only on a page that has it.
import { hydrateIslands } from '@corp/shared/document/islands';
import { PageModals } from '@corp/shared/forms/islands';
import { FooterFormPart } from '@corp/shared/forms/main-islands';
import { layoutIslands } from '@corp/shared/layout/islands';
import { mainLayoutIslands } from '@corp/shared/layout/main-islands';

hydrateIslands({
  ...layoutIslands,
  ...mainLayoutIslands,
  FooterFormPart,
  PageModals,
  ...import.meta.glob([
    '../../../libs/shared/{forms,ui}/src/**/*.island.tsx',
    '../../../libs/sites/{main,idp,courses}/*/src/**/*.island.tsx',
  ]),
});
