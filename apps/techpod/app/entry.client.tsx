// The techpod page's interactive parts (ADR 0032): the layout's (cookie alert, back-to-top,
// analytics); the episodes' players are the browser's own.
import { hydrateIslands } from '@corp/shared/document/islands';
import { layoutIslands } from '@corp/shared/layout/islands';

hydrateIslands(layoutIslands);
