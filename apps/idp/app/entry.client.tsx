// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router (ADR 0032); a module script, it never holds up the paint (ADR 0021).
//
// The idp host's interactive parts (ADR 0032): the main site's header (Russian-DIP layout),
// side menu, footer with its form and modal host, and the layout's cookie alert, back-to-top,
// notifications and analytics, in this chunk; the page's questions and products slider, modules
// `<Part>.island.tsx` loaded as the page starts.
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
  ...import.meta.glob('../../../libs/{shared/ui,sites/idp}/**/src/**/*.island.tsx'),
});
