import { registerSites } from '@corp/shared/routing';
import { asiaDefinition } from '@corp/sites/asia/definition';
import { idpDefinition } from '@corp/sites/idp/definition';
import { mainDefinition } from '@corp/sites/main/definition';

// This app's URL resolver, registered by its server entry: no page resolves a URL in the browser
// (ADR 0032). Its tables: its own rows and the main site's it links to, with the idp site's
// that a main row redirects to (libs/sites/*/definition).
registerSites([mainDefinition, idpDefinition, asiaDefinition]);

export {
  apiAccessContext,
  default,
  handleError,
  streamTimeout,
} from '@corp/shared/document/server';

// The browser's entry, never run here: the server build bundles it so that the site's one
// stylesheet also holds the styles of what only the browser renders, a dialog (ADR 0032).
export const browserEntry = () => import('./entry.client');
