// The client entry: every page is an island page, whose interactive parts hydrate each by itself,
// without React Router (ADR 0032); a module script, it never holds up the paint (ADR 0021).
//
// The techpod page's interactive parts (ADR 0032): the layout's (cookie alert, back-to-top,
// analytics); the episodes' players are the browser's own.
import { hydrateIslands } from '@corp/shared/document/islands';
import { layoutIslands } from '@corp/shared/layout/islands';

hydrateIslands(layoutIslands);
