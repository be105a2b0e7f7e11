// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router (ADR 0032); a module script, it never holds up the paint (ADR 0021).
//
// The Asia site's interactive parts (ADR 0032): its header (language switch, request button),
// footer, request buttons, products slider and modal host, and the layout's cookie alert,
// back-to-top and analytics.
import { hydrateIslands } from '@corp/shared/document/islands';
import { PageModals } from '@corp/shared/forms/islands';
import { layoutIslands } from '@corp/shared/layout/islands';
import * as asiaIslands from '@corp/sites/asia/feature-layout/islands';
import { ProductsBlock } from '@corp/shared/ui';

hydrateIslands({ ...layoutIslands, ...asiaIslands, PageModals, ProductsBlock });
