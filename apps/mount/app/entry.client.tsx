// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router (ADR 0032); a module script, it never holds up the paint (ADR 0021).
//
// The landing's interactive parts (ADR 0032): its header, footer, pop-up, programme, register
// buttons and modal host, and the layout's cookie alert, back-to-top and analytics.
import { hydrateIslands } from '@corp/shared/document/islands';
import { PageModals } from '@corp/shared/forms/islands';
import { layoutIslands } from '@corp/shared/layout/islands';
import * as landingIslands from '@corp/sites/courses/feature-landing/islands';
import { CourseProgram } from '@corp/sites/courses/feature-page/islands';

hydrateIslands({ ...layoutIslands, ...landingIslands, CourseProgram, PageModals });
